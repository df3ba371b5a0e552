/**
 * The site's sign for fictional profiles (settings.fictional_icon), and the notice that refers to
 * it ("profiles with this sign are fictional"): the notice shows the sign itself, so a reader sees
 * which sign is meant. ProfileCard marks a fictional profile with the same piece.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Asterisk } from 'lucide-react';
import { colors } from './tokens';

/** Props of FictionalSign. */
export interface FictionalSignProps {
  /** The site's sign (a character such as 🎭); lucide's asterisk when the site has none. */
  icon?: ReactNode;
  /** What the sign means, in the page's language (settings.fictional_singular). */
  label: string;
  'data-testid'?: string;
}

const Sign = styled.span`
  display: inline-flex;
  flex: none;
  vertical-align: -0.15em;
  color: ${colors.muted};
  line-height: 1;
`;

/** A sign to draw as given: an element or a symbol; an icon font's name ("star") is not one. */
function drawable(icon: ReactNode): boolean {
  if (typeof icon === 'string') return icon.trim() !== '' && !/^[a-z][a-z0-9_-]*$/i.test(icon.trim());
  return icon != null && icon !== false;
}

/** The sign alone, named for assistive technology. */
export function FictionalSign({ icon, label, 'data-testid': testId }: FictionalSignProps) {
  return (
    <Sign role="img" aria-label={label} title={label} data-testid={testId}>
      {drawable(icon) ? icon : <Asterisk size={18} strokeWidth={3} aria-hidden="true" />}
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
