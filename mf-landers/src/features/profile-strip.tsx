/** A row (phone: a scrolling strip) or grid of sample profiles, each opening the signup when chosen. */
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';
import { space, up } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { ProfileTile } from './profile-tile';
import { useOpenSignup } from './signup-call';

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(${(p) => p.$columns}, 1fr); }
  button { display: block; width: 100%; padding: 0; border: 0; background: none; cursor: pointer; border-radius: 16px; text-align: left; }
`;

/** Read by screen readers, not shown: what choosing a tile does (the tile shows name, age and place). */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Section = styled.section`
  padding: ${space[6]}px ${space[4]}px;
  ${up('md')} { padding: ${space[7]}px max(${space[6]}px, calc((100% - 1120px) / 2)); }
  h2 { margin: 0 0 ${space[4]}px; }
`;

/** Profiles as a grid of tiles; a tile is a button that opens the signup (the visitor must join to chat). */
export function ProfileStrip({ title, profiles, columns = 4 }: { title: string; profiles: ProfileCard[]; columns?: number }) {
  const t = useTexts();
  const open = useOpenSignup();
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <Grid $columns={columns}>
        {profiles.map((card, i) => (
          <li key={card.id}>
            <button type="button" onClick={open}>
              {/* The first row may be the largest paint on a phone (the home page's teaser): it loads at once. */}
              <ProfileTile card={card} eager={i < 2} />
              <Hidden>{t('profile.chatWith', { name: card.name })}</Hidden>
            </button>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

/** The same section frame for a design's own content. */
export { Section as LanderSection };
