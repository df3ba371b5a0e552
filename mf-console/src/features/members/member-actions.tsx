/**
 * A moderator's actions on a member: hide the profile, block the account or restore both, always
 * with a reason (kept in the audit trail). The record reloads after each.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormField, space } from '@dating/shared-ui';
import { isApiError, type MemberModerationAction } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
`;

export function MemberActions({ memberId, changed }: { memberId: number; changed: () => void }) {
  const t = useTexts();
  const errorText = useErrorText();
  const { api } = useHost();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<MemberModerationAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function act(action: MemberModerationAction) {
    if (reason.trim().length < 3) {
      setReasonError(t('member.reasonRequired'));
      return;
    }
    setBusy(action);
    setProblem(null);
    try {
      await api.call('moderateMember', { member_id: memberId, action, reason: reason.trim() });
      setReason('');
      changed();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="member-actions-title">
      <h2 id="member-actions-title">{t('member.actions')}</h2>
      <FormField label={t('member.reason')} name="reason" value={reason} error={reasonError} testId="member-reason"
        onChange={(event) => { setReason(event.target.value); setReasonError(null); }} />
      <Row>
        {(['hide', 'block', 'restore'] as const).map((action) => (
          <Button key={action} variant={action === 'restore' ? 'secondary' : 'danger'} loading={busy === action} disabled={busy !== null}
            onClick={() => void act(action)} data-testid={`member-${action}`}>
            {t(`member.action.${action}`)}
          </Button>
        ))}
      </Row>
      {problem && <Alert kind="danger" data-testid="member-action-problem">{problem}</Alert>}
    </section>
  );
}
