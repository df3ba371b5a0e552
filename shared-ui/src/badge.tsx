/** A count badge (unread messages, new likes, credits); above 99 it reads '99+'. */
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { BADGE_CAP } from '@dating/shared-contracts';
import { colors, fonts, radii } from './tokens';

/** Badge colours: unread accent (default), warning, danger, or primary info. */
export type BadgeKind = 'unread' | 'warning' | 'danger' | 'info';

/** The text a badge shows for a count: the number, or '99+' above 99. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Props of Badge. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  count: number;
  kind?: BadgeKind;
}

const background: Record<BadgeKind, string> = {
  unread: colors.unread,
  warning: colors.warning,
  danger: colors.danger,
  info: colors.primary,
};

const Pill = styled.span<{ $kind: BadgeKind }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5em;
  height: 1.5em;
  padding: 0 0.4em;
  border-radius: ${radii.round};
  font-size: ${fonts.size.small};
  font-weight: 700;
  line-height: 1;
  color: ${({ $kind }) => ($kind === 'warning' ? colors.text : colors.onColor)};
  background: ${({ $kind }) => background[$kind]};
`;

/** A badge; give it an aria-label (e.g. "3 unread messages") when the number alone says too little. */
export function Badge({ count, kind = 'unread', ...rest }: BadgeProps) {
  return (
    <Pill {...rest} $kind={kind} data-kind={kind}>
      {badgeText(count)}
    </Pill>
  );
}
