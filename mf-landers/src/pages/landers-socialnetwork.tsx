/** /landers/socialnetwork/{slug?}: a social-network feed of members' posts; liking or replying means joining. */
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';
import { colors, fonts, Heart, MessageCircle, radii, shadows, space } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { photoUrl, useLanderProfiles } from '../features/lander-data';
import { ProfileTile, placeOf } from '../features/profile-tile';
import { LanderSection } from '../features/profile-strip';
import { useOpenSignup } from '../features/signup-call';

/** The post texts, one after the other. */
const POSTS = ['socialnetwork.post1', 'socialnetwork.post2', 'socialnetwork.post3'] as const;

const Feed = styled.ol`
  display: grid;
  gap: ${space[4]}px;
  max-width: 560px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const Post = styled.article`
  border-radius: ${radii.large};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  overflow: hidden;
  header { display: flex; gap: ${space[3]}px; align-items: center; padding: ${space[3]}px; }
  header img { width: 44px; height: 44px; border-radius: ${radii.round}; object-fit: cover; }
  header b { display: block; }
  header small { color: ${colors.muted}; }
  > p { margin: 0; padding: 0 ${space[3]}px ${space[3]}px; }
  footer { display: flex; gap: ${space[2]}px; padding: ${space[2]}px ${space[3]}px; border-top: 1px solid ${colors.border}; }
  footer button {
    display: inline-flex; gap: ${space[2]}px; align-items: center;
    padding: ${space[2]}px ${space[3]}px; border: 0; border-radius: ${radii.round};
    background: ${colors.primarySoft}; color: ${colors.primaryDark}; font: inherit; font-weight: ${fonts.weight.bold}; cursor: pointer;
  }
`;

function FeedPost({ card, index }: { card: ProfileCard; index: number }) {
  const t = useTexts();
  const open = useOpenSignup();
  const avatar = photoUrl(card, true);
  return (
    <Post aria-label={t('profile.nameAge', { name: card.name, age: card.age })}>
      <header>
        {avatar && <img src={avatar} alt="" loading="lazy" />}
        <span><b>{t('profile.nameAge', { name: card.name, age: card.age })}</b><small>{placeOf(card)}</small></span>
      </header>
      <p>{t(POSTS[index % POSTS.length]!, { name: card.name })}</p>
      <ProfileTile card={card} ratio="4 / 3" caption={false} eager={index === 0} />
      <footer>
        <button type="button" onClick={open}><Heart size={18} aria-hidden />{t('socialnetwork.like')}</button>
        <button type="button" onClick={open}><MessageCircle size={18} aria-hidden />{t('socialnetwork.comment')}</button>
      </footer>
    </Post>
  );
}

export function LandersSocialnetworkPage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  const first = profiles[0];
  return (
    <LanderFrame
      name="socialnetwork"
      title={t('socialnetwork.title')}
      lead={t('socialnetwork.lead', { audience })}
      visual={first ? <Feed><li><FeedPost card={first} index={0} /></li></Feed> : null}
    >
      <LanderSection aria-labelledby="feed-title">
        <h2 id="feed-title">{t('socialnetwork.feedTitle')}</h2>
        <Feed>{profiles.slice(1, 5).map((card, i) => <li key={card.id}><FeedPost card={card} index={i + 1} /></li>)}</Feed>
      </LanderSection>
    </LanderFrame>
  );
}
