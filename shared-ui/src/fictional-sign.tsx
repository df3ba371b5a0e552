/**
 * The site's sign for fictional profiles (settings.fictional_icon), and the notice that refers to
 * it ("profiles with this sign are fictional"): the notice shows the sign itself, so a reader sees
 * which sign is meant. ProfileCard marks a fictional profile with the same piece.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Asterisk, Drama } from 'lucide-react';
import { colors } from './tokens';

/** Props of FictionalSign. */
export interface FictionalSignProps {
  /** The site's sign (a character such as 🎭); lucide's asterisk when the site has none. */
  icon?: ReactNode;
  /** What the sign means, in the page's language (settings.fictional_singular). */
  label: string;
  /** The drawn sign's size in px (18 by default; larger beside a page's heading, smaller in a photo's corner chip). */
  size?: number;
  /** Lets a place restyle the sign (a chip over a photo), as styled(FictionalSign) does. */
  className?: string;
  'data-testid'?: string;
}

const Sign = styled.span`
  display: inline-flex;
  flex: none;
  vertical-align: -0.15em;
  color: ${colors.muted};
  line-height: 1;
`;

/** Characters the site may name as its sign that are drawn here: an emoji is an empty box where no colour emoji font is installed. */
const DRAWN: Record<string, (size: number) => ReactNode> = {
  '🎭': (size) => <Drama size={size} strokeWidth={2.25} aria-hidden="true" focusable="false" />,
};

/**
 * The site's sign (settings.fictional_icon) as it is shown, without a name of its own (the element
 * around it carries the meaning): drawn as an SVG when it is a character the site's design draws,
 * else the character itself.
 */
export function SiteSign({ icon, size = 18 }: { icon: string; size?: number }) {
  const drawn = DRAWN[icon.trim()];
  return drawn ? <>{drawn(size)}</> : <span aria-hidden="true">{icon}</span>;
}

/** A sign to draw as given: an element or a symbol; an icon font's name ("star") is not one. */
function drawable(icon: ReactNode): boolean {
  if (typeof icon === 'string') return icon.trim() !== '' && !/^[a-z][a-z0-9_-]*$/i.test(icon.trim());
  return icon != null && icon !== false;
}

/** The sign alone, named for assistive technology. */
export function FictionalSign({ icon, label, size = 18, className, 'data-testid': testId }: FictionalSignProps) {
  return (
    <Sign role="img" aria-label={label} title={label} className={className} data-testid={testId}>
      {!drawable(icon) ? <Asterisk size={size} strokeWidth={3} aria-hidden="true" /> : typeof icon === 'string' ? <SiteSign icon={icon} size={size} /> : icon}
    </Sign>
  );
}

/** Props of FictionalNotice. */
export interface FictionalNoticeProps extends FictionalSignProps {
  /** The site's notice (settings.fictional_warning), which speaks of "this sign". */
  text: ReactNode;
}

/** The notice with the sign it refers to in front of it. */
export function FictionalNotice({ text, ...sign }: FictionalNoticeProps) {
  return (
    <>
      <FictionalSign {...sign} /> {text}
    </>
  );
}
