/**
 * A member in a search or likes grid: photo (3:4, space reserved; the initials stand in without
 * one), name and age, place, online dot, premium badge and the fictional-profile sign. The whole card is one link; actions (like)
 * go in `actions`, outside the link so they stay separate buttons.
 * Name, age and place are never cut off: in a two-column phone grid a card is ~170 px wide, so they
 * wrap (a long single word breaks anywhere) instead of ending in an ellipsis. Its actions sit at
 * the bottom: a grid whose cells are grids themselves (`li { display: grid }`) stretches each card
 * to its row, so the buttons of one row stay in line.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MapPin } from 'lucide-react';
import { FictionalSign } from './fictional-sign';
import { ProtectedImage } from './protected-image';
import { OnlineDot } from './avatar';
import { PhotoStandIn } from './photo-stand-in';
import { colors, fonts, motion, radii, shadows, space, typeScale, up } from './tokens';

/** Props of ProfileCard; every text is translated by the caller. */
export interface ProfileCardProps {
  name: string;
  age: number;
  place?: string | null;
  photo: string;
  /** The photo's renditions and how wide it shows (srcset / sizes), and its intrinsic size. */
  photoSrcSet?: string;
  photoSizes?: string;
  photoWidth?: number;
  photoHeight?: number;
  /** Load the photo at once (cards above the fold). */
  photoEager?: boolean;
  /** Where the card leads (the profile page). */
  href: string;
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  online?: boolean;
  onlineLabel?: string;
  premium?: boolean;
  premiumLabel?: string;
  /** Blurred photo with a lock (non-premium viewer). */
  locked?: boolean;
  lockedLabel?: string;
  /** A fictional profile (spec: marked with the site's sign). */
  fictional?: boolean;
  fictionalLabel?: string;
  /** The site's sign for fictional profiles (settings.fictional_icon); a star by default. */
  fictionalIcon?: ReactNode;
  actions?: ReactNode;
  /** The level of the name's heading: 3 under a section's h2 (the default), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  'data-testid'?: string;
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${radii.large};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  transition: box-shadow ${motion.normal} ${motion.easing}, transform ${motion.normal} ${motion.easing};
  &:hover { box-shadow: ${shadows.raised}; transform: translateY(-2px); }
  &:focus-within { box-shadow: 0 0 0 3px ${colors.focus}; }
`;

const Link = styled.a`
  display: block;
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: none; }
  &::after { content: ''; position: absolute; inset: 0; }
`;

const Photo = styled(ProtectedImage)`
  border-radius: 0;
`;


/** Narrower sides on phones, where two cards share 375 px. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${space[3]}px ${space[3]}px ${space[4]}px;
  ${up('sm')} { padding: ${space[3]}px ${space[4]}px ${space[4]}px; }
`;

/** The name's line: its font size sets the line the dot and the sign centre on (1 line = 1.2em). */
const NameRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  min-width: 0;
  font-size: ${typeScale.lg};
  line-height: ${fonts.lineHeight.tight};
  ${up('sm')} { font-size: ${fonts.size.large}; }
`;

const Name = styled.h3`
  flex: 0 1 auto;
  min-width: 0;
  margin: 0;
  font-size: inherit;
  line-height: inherit;
  overflow-wrap: anywhere;
`;

const Dot = styled(OnlineDot)`
  position: static;
  flex: none;
  margin-top: calc((1.2em - 10px) / 2);
  border: 0;
`;

/** The fictional sign, centred on the name's first line. */
const Sign = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: 1.2em;
`;

const Place = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
  line-height: ${fonts.lineHeight.tight};
  overflow-wrap: anywhere;
  & > svg { flex: none; margin-top: 1px; }
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  gap: ${space[2]}px;
  margin-top: auto;
  padding: 0 ${space[3]}px ${space[4]}px;
  ${up('sm')} { padding: 0 ${space[4]}px ${space[4]}px; }
`;

/** One member card. */
export function ProfileCard(props: ProfileCardProps) {
  const { name, age, place, photo, href, onNavigate, online, onlineLabel, premium, premiumLabel, locked, lockedLabel } = props;
  const { fictional, fictionalLabel, fictionalIcon, actions, 'data-testid': testId } = props;
  const { photoSrcSet, photoSizes, photoWidth, photoHeight, photoEager, headingLevel = 3 } = props;
  return (
    <Card data-testid={testId}>
      <Photo src={photo} srcSet={photoSrcSet} sizes={photoSizes} width={photoWidth} height={photoHeight} eager={photoEager} alt="" ratio="3 / 4" locked={locked} lockedLabel={lockedLabel} premium={premium} premiumLabel={premiumLabel}>
        {/* Decorative: the card's link names the member already. */}
        {!photo && (
          <PhotoStandIn name={name} data-testid="profile-card-stand-in" />
        )}
      </Photo>
      <Body>
        <NameRow>
          {online && <Dot $size={10} role="img" aria-label={onlineLabel} />}
          <Name as={`h${headingLevel}`}>
            <Link href={href} onClick={onNavigate}>
              {name}, {age}
            </Link>
          </Name>
          {fictional && (
            <Sign>
              <FictionalSign icon={fictionalIcon} label={fictionalLabel ?? ''} />
            </Sign>
          )}
        </NameRow>
        {place && (
          <Place>
            <MapPin size={14} aria-hidden="true" />
            <span>{place}</span>
          </Place>
        )}
      </Body>
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
}
