/**
 * The member's credit balance in the bar: a coin and the number, named "12 credits left" for
 * assistive technology and as a tooltip. It wears the spec's badge colours (warning at 10 or fewer,
 * danger at 0) as a soft pill with a coin, so it reads as a balance, not as an unread count or an
 * error; a paying member sees it at every amount.
 */
import styled from 'styled-components';
import { Coins, badgeText, colors, fonts, radii } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import type { CreditBalanceKind } from './nav-badges.js';

const LOOK: Record<CreditBalanceKind, { text: string; background: string; edge: string }> = {
  plain: { text: colors.text, background: colors.surface, edge: colors.border },
  warning: { text: colors.text, background: colors.warningSoft, edge: colors.warning },
  danger: { text: colors.danger, background: colors.dangerSoft, edge: colors.danger },
};

const Pill = styled.span<{ $kind: CreditBalanceKind }>`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  height: 1.6em;
  padding: 0 0.5em 0 0.4em;
  border: 1px solid ${({ $kind }) => LOOK[$kind].edge};
  border-radius: ${radii.round};
  background: ${({ $kind }) => LOOK[$kind].background};
  color: ${({ $kind }) => LOOK[$kind].text};
  font-size: ${fonts.size.small};
  font-weight: ${fonts.weight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

/** The balance pill; `kind` comes from creditBalanceKind. */
export function CreditBalance({ credits, kind }: { credits: number; kind: CreditBalanceKind }) {
  const t = useTexts();
  const name = t('nav.creditsLeft', { count: credits });
  return (
    <Pill $kind={kind} data-kind={kind} role="img" aria-label={name} title={name} data-testid="nav-credits-badge">
      <Coins size={14} strokeWidth={2.25} aria-hidden="true" focusable="false" />
      {badgeText(credits)}
    </Pill>
  );
}
