/**
 * Profile cards in a grid (search results, similar profiles, signup matches): each card links to
 * the profile and carries mf-likes' like button; a visitor's like button asks them to sign up.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { href, type ProfileCard as Card } from '@dating/shared-contracts';
import { Widget, useHost, useMember, useTexts } from '@dating/remote-kit';
import { ProfileCard, space, up } from '@dating/shared-ui';
import { photoSource } from '@dating/remote-kit';
import { isOnline, placeOf } from './place';
import { VisitorLikeButton } from './visitor-like-button';
import { WhenNear } from './when-near';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Each cell a grid too: its card stretches to the row, so the like buttons of a row line up. */
  & > li { display: grid; }
  ${up('md')} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${space[4]}px; }
  ${up('lg')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** The like button's place on a card, its height kept before the widget arrives (nothing shifts). */
const LikeSlot = styled(WhenNear)`
  min-height: 44px;
`;

/** How wide a card's photo shows, for the browser's choice from srcset. */
export const CARD_PHOTO_SIZES = '(min-width: 992px) 260px, (min-width: 768px) 33vw, 50vw';

/** Cards in the first rows load at once; the rest when scrolled near. */
const EAGER_CARDS = 4;

/** One card with its like button. */
function MemberCard({ profile, eager, testId, headingLevel }: { profile: Card; eager: boolean; testId: string; headingLevel: 2 | 3 }) {
  const host = useHost();
  const member = useMember();
  const t = useTexts();
  const photo = photoSource(profile.photo);
  const likeProps = useMemo(() => ({ profileId: profile.id, variant: 'card' as const }), [profile.id]);
  const to = href('members-id', { id: profile.id });
  return (
    <ProfileCard
      data-testid={testId}
      headingLevel={headingLevel}
      name={profile.name}
      age={profile.age}
      place={placeOf(profile, host.locale)}
      photo={photo?.src ?? ''}
      photoSrcSet={photo?.srcSet}
      photoSizes={CARD_PHOTO_SIZES}
      photoWidth={photo?.width}
      photoHeight={photo?.height}
      photoEager={eager}
      href={to}
      onNavigate={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        host.navigation.to('members-id', { id: profile.id });
      }}
      online={isOnline(profile.last_seen)}
      onlineLabel={t('card.online')}
      premium={profile.premium}
      premiumLabel={t('photo.premium')}
      fictional={profile.fictional}
      fictionalLabel={host.settings.fictional_singular}
      fictionalIcon={host.settings.fictional_icon || undefined}
      actions={<LikeSlot>{member ? <Widget name="like-button" props={likeProps} /> : <VisitorLikeButton name={profile.name} />}</LikeSlot>}
    />
  );
}

/**
 * The cards of `profiles`; `testId` prefixes each card's test id with the profile id.
 * `headingLevel`: 2 for cards right under the page's title, 3 (default) under a section heading.
 */
export function ProfileGrid({ profiles, testId, eagerCount = EAGER_CARDS, headingLevel = 3 }: { profiles: Card[]; testId: string; eagerCount?: number; headingLevel?: 2 | 3 }) {
  return (
    <Grid data-testid={testId}>
      {profiles.map((profile, index) => (
        <li key={profile.id}>
          <MemberCard profile={profile} eager={index < eagerCount} testId={`${testId}-card-${profile.id}`} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
