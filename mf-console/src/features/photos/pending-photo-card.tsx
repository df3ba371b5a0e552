/**
 * One held-back photo with what the moderator decides by: the photo, the other profile's photo it
 * resembles, and the profile's other photos; then approve, or reject with a reason of the list.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Select, colors, fonts, space, up } from '@dating/shared-ui';
import { PHOTO_REJECTION_REASONS, isApiError, type PendingPhoto, type PhotoRejectionReason, type ReviewPhoto } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';
import { useDateTime } from '../../layout/date-time';
import { Thumbs } from '../../layout/console-parts';

const Card = styled.li`
  padding: ${space[4]}px;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  & h2 { margin: 0 0 ${space[1]}px; font-size: 1.15rem; }
`;

const Muted = styled.p`
  margin: 0 0 ${space[3]}px;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
`;

const Photos = styled.div`
  display: grid;
  gap: ${space[3]}px;
  grid-template-columns: 1fr 1fr;
  ${up('md')} { grid-template-columns: 1fr 1fr 2fr; }
`;

const Figure = styled.figure`
  margin: 0;
  & img { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 8px; background: ${colors.border}; }
  & figcaption { margin-top: ${space[1]}px; font-size: ${fonts.size.small}; }
`;

const OtherPhotos = styled(Thumbs)`
  grid-column: 1 / -1;
  ${up('md')} { grid-column: auto; align-content: flex-start; }
`;

const Decision = styled.div`
  display: grid;
  gap: ${space[2]}px ${space[3]}px;
  align-items: end;
  margin-top: ${space[4]}px;
  ${up('md')} {
    grid-template-columns: auto minmax(200px, 320px) auto;
    & > div { margin-bottom: 0; }
  }
`;

function Thumb({ photo, alt }: { photo: ReviewPhoto; alt: string }) {
  return <img src={photo.url} alt={alt} width={400} height={400} loading="lazy" />;
}

/** A pending photo and the moderator's decision on it; `decided` runs once the decision is stored. */
export function PendingPhotoCard({ item, decided }: { item: PendingPhoto; decided: () => void }) {
  const t = useTexts();
  const errorText = useErrorText();
  const { api } = useHost();
  const dateTime = useDateTime();
  const [reason, setReason] = useState<PhotoRejectionReason | ''>('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = item.profile.name;

  async function decide(decision: 'approve' | 'reject') {
    if (decision === 'reject' && !reason) {
      setReasonError(t('photos.reasonRequired'));
      return;
    }
    setBusy(decision);
    setProblem(null);
    try {
      await api.call('reviewPhoto', decision === 'approve' ? { photo_id: item.photo.id, decision } : { photo_id: item.photo.id, decision, reason: reason as PhotoRejectionReason });
      decided();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
      setBusy(null);
    }
  }

  return (
    <Card data-testid="pending-photo" data-photo-id={item.photo.id} aria-labelledby={`pending-${item.photo.id}`}>
      <h2 id={`pending-${item.photo.id}`}>{t('photos.of', { name, id: item.profile.id })}</h2>
      <Muted>{t('photos.uploaded', { when: dateTime(item.uploaded_at) })}{item.profile.member_id === null ? '' : ` · ${t('photos.member', { id: item.profile.member_id })}`}</Muted>
      <Photos>
        <Figure>
          <Thumb photo={item.photo} alt={t('photos.pendingAlt', { name })} />
          <figcaption>{t('photos.heldBack')}</figcaption>
        </Figure>
        {item.similar ? (
          <Figure data-testid="similar-photo">
            <Thumb photo={item.similar.photo} alt={t('photos.similarAlt', { name: item.similar.profile_name })} />
            <figcaption>
              {t(item.similar.fictional ? 'photos.similarFictional' : 'photos.similarTo', { name: item.similar.profile_name, id: item.similar.profile_id })}
            </figcaption>
          </Figure>
        ) : (
          <Muted>{t('photos.noSimilar')}</Muted>
        )}
        <div>
          <Muted as="h3">{t('photos.others', { count: item.others.length })}</Muted>
          <OtherPhotos $size={88}>
            {item.others.map((other, index) => (
              <li key={other.id}><Thumb photo={other} alt={t('photos.otherAlt', { name, number: index + 1, status: t(`photos.status.${other.status}`) })} /></li>
            ))}
          </OtherPhotos>
        </div>
      </Photos>
      <Decision>
        <Button onClick={() => void decide('approve')} loading={busy === 'approve'} disabled={busy !== null} data-testid="photo-approve">
          {t('photos.approve')}
        </Button>
        <Select label={t('photos.reason')} value={reason} error={reasonError} testId="photo-reason"
          onChange={(event) => { setReason(event.target.value as PhotoRejectionReason | ''); setReasonError(null); }}>
          <option value="">{t('photos.chooseReason')}</option>
          {PHOTO_REJECTION_REASONS.map((code) => <option key={code} value={code}>{t(`photos.reasons.${code}`)}</option>)}
        </Select>
        <Button variant="danger" onClick={() => void decide('reject')} loading={busy === 'reject'} disabled={busy !== null} data-testid="photo-reject">
          {t('photos.reject')}
        </Button>
      </Decision>
      {problem && <Alert kind="danger" data-testid="photo-decision-problem">{problem}</Alert>}
    </Card>
  );
}
