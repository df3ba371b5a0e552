/** One profile in a likes list: the shared ProfileCard, marked while the like is new, with the like button. */
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import { href, type LikedProfile, type RouteName } from '@dating/shared-contracts';
import { ProfileCard, colors, fonts, radii, space } from '@dating/shared-ui';
import { LikeButton } from './like-button';
import { photoUrl } from './likes-data';

const NewMark = styled.span`
  align-self: center;
  padding: 2px ${space[2]}px;
  border-radius: ${radii.round};
  background: ${colors.secondaryDark};
  color: ${colors.surface};
  font-size: ${fonts.size.small};
  font-weight: ${fonts.weight.bold};
`;

/**
 * `markNew`: show the new-like mark (received likes); `likeButton`: like back or take back from the
 * list; `given`: the entry is one of the member's likes.
 */
export function LikedCard({ entry, to = 'members-id', markNew, likeButton, given = false }: { entry: LikedProfile; to?: RouteName; markNew: boolean; likeButton: boolean; given?: boolean }) {
  const t = useTexts();
  const { navigation, settings } = useHost();
  const target = to === 'likes-m-id' ? href('likes-m-id', { id: entry.id }) : href('members-id', { id: entry.id });
  return (
    <ProfileCard
      name={entry.name}
      age={entry.age}
      place={entry.city ?? entry.region}
      photo={photoUrl(entry)}
      href={target}
      onNavigate={(event) => {
        event.preventDefault();
        navigation.to(to, { id: String(entry.id) });
      }}
      premium={entry.premium}
      premiumLabel={t('card.premium')}
      fictional={entry.fictional}
      fictionalLabel={settings.fictional_singular}
      fictionalIcon={settings.fictional_icon || undefined}
      actions={
        markNew || likeButton ? (
          <>
            {likeButton && <LikeButton profileId={entry.id} variant="card" given={given} />}
            {markNew && entry.like_new && <NewMark data-testid="like-new">{t('likes.new')}</NewMark>}
          </>
        ) : undefined
      }
      data-testid="liked-card"
    />
  );
}
