/**
 * One complaint as a DSA art. 16 notice: reason, the profile and its photos, who filed it and when,
 * the chat's evidence; an open one has the decision form (action, ground, the photo to hide).
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormField, colors, space } from '@dating/shared-ui';
import { isApiError, COMPLAINT_ACTIONS, type ComplaintAction, type StaffComplaint } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';
import { useDateTime } from '../../layout/date-time';

const Card = styled.li`
  padding: ${space[3]}px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
  & > p { margin: 0 0 ${space[2]}px; }
`;

export function ComplaintCard({ complaint, onDecided }: { complaint: StaffComplaint; onDecided(): void }) {
  const t = useTexts();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const { api } = useHost();
  const [action, setAction] = useState<ComplaintAction>('no_action');
  const [ground, setGround] = useState('');
  const [photo, setPhoto] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await api.call('complaintDecision', { complaint_id: complaint.id, action, ground, ...(action === 'hide_photo' && photo ? { photo_id: Number(photo) } : {}) });
      onDecided();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="complaint" data-complaint={complaint.id}>
      <p><strong>{t(`complaints.category.${complaint.category}`)}</strong> · {complaint.reference} · {dateTime(complaint.filed_at)}</p>
      <p>{complaint.description}</p>
      <p>
        {complaint.profile ? t('complaints.about', { name: complaint.profile.name, status: complaint.profile.status }) : t('complaints.noProfile')}
        {' · '}
        {complaint.filer.member_id !== null ? t('complaints.byMember', { id: complaint.filer.member_id }) : t('complaints.byVisitor', { email: complaint.filer.email ?? '' })}
      </p>
      {complaint.evidence && (
        <details>
          <summary>{t('complaints.evidence')}</summary>
          <ol>{complaint.evidence.messages.map((message) => <li key={message.id}>{t(`complaints.from.${message.from}`)}: {message.text ?? message.gift_id ?? '📷'}</li>)}</ol>
        </details>
      )}
      {complaint.decision && <p data-testid="complaint-decision">{t(`complaints.action.${complaint.decision.action}`)}: {complaint.decision.ground}</p>}
      {complaint.status === 'open' && (
        <form onSubmit={decide} aria-label={t('complaints.decide')}>
          {problem && <Alert kind="danger">{problem}</Alert>}
          <FormField as="select" label={t('complaints.actionLabel')} value={action} onChange={(event) => setAction(event.target.value as ComplaintAction)} testId="complaint-action">
            {COMPLAINT_ACTIONS.map((choice) => <option key={choice} value={choice}>{t(`complaints.action.${choice}`)}</option>)}
          </FormField>
          {action === 'hide_photo' && (
            <FormField as="select" label={t('complaints.photo')} value={photo} onChange={(event) => setPhoto(event.target.value)} testId="complaint-photo">
              <option value="">—</option>
              {(complaint.profile?.photos ?? []).map((item) => <option key={item.id} value={item.id}>#{item.id} ({item.status})</option>)}
            </FormField>
          )}
          <FormField as="textarea" label={t('complaints.ground')} hint={t('complaints.groundHint')} value={ground} onChange={(event) => setGround(event.target.value)} required testId="complaint-ground" />
          <Button type="submit" disabled={busy || !ground.trim()} data-testid="complaint-submit">{t('complaints.submit')}</Button>
        </form>
      )}
    </Card>
  );
}
