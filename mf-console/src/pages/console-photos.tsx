/** /console/photos (moderator): the photos the automated checks held back, oldest first, each with its decision; live over the staff stream. */
import styled from 'styled-components';
import { space } from '@dating/shared-ui';
import { useEndpoint, useStaffEvents, useTexts } from '@dating/remote-kit';
import { ConsolePage } from '../layout/console-page';
import { QueryState } from '../layout/query-state';
import { PendingPhotoCard } from '../features/photos/pending-photo-card';

const List = styled.ol`
  display: grid;
  gap: ${space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The photo queue page. */
export function PhotoQueuePage() {
  const t = useTexts();
  const answer = useEndpoint('photoQueue');
  useStaffEvents(['photo.waiting', 'photo.decided'], () => void answer.mutate());
  return (
    <ConsolePage title={t('photos.title')} testId="console-photos-page">
      <QueryState answer={answer} empty={t('photos.empty')} isEmpty={(data) => data.photos.length === 0}>
        {(data) => (
          <>
            <p data-testid="photo-queue-waiting">{t('photos.waiting', { count: data.waiting })}</p>
            <List>
              {data.photos.map((item) => (
                <PendingPhotoCard key={item.photo.id} item={item} decided={() => void answer.mutate()} />
              ))}
            </List>
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
