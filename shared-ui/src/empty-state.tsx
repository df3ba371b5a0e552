/**
 * What a list says when it has nothing yet (no chats, no likes), and what a page says when it
 * cannot be shown (404, error, an app that could not be loaded): an illustration, a title, a line
 * and an action.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, contentWidths, fonts, space, typeScale } from './tokens';

/** Props of EmptyState. */
export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A button or link that gets the member going. */
  action?: ReactNode;
  /** A short, large line above the title, e.g. an error page's status code. */
  kicker?: ReactNode;
  /** 1 when the state is the whole page (error, 404), so its title is the page heading; 2 by default. */
  headingLevel?: 1 | 2 | 3;
  /** Smaller illustration and padding, for a slot inside a page or a modal. */
  compact?: boolean;
  /** A role for the whole state, e.g. 'alert' when it reports a failure that just happened. */
  role?: 'alert' | 'status';
  'data-testid'?: string;
}

const Box = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]}px;
  max-width: ${contentWidths.text};
  margin: 0 auto;
  padding: ${({ $compact }) => ($compact ? `${space[4]}px ${space[2]}px` : `${space[7]}px ${space[4]}px`)};
  text-align: center;
`;

const Title = styled.h2<{ $page: boolean }>`
  margin: 0;
  font-size: ${({ $page }) => ($page ? fonts.size.title : fonts.size.large)};
  overflow-wrap: anywhere;
`;

const Kicker = styled.p`
  margin: 0;
  color: ${colors.primary};
  font-size: ${typeScale.display};
  font-weight: ${fonts.weight.heavy};
  line-height: ${fonts.lineHeight.tight};
`;

const Text = styled.div`
  color: ${colors.muted};
`;

/** Two chat bubbles and a heart, in the brand colours; decorative. */
export function EmptyIllustration({ size = 160 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.75} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="110" rx="56" ry="6" fill={colors.skeleton} />
      <path d="M22 18h70a12 12 0 0 1 12 12v30a12 12 0 0 1-12 12H50l-16 14v-14H22a12 12 0 0 1-12-12V30a12 12 0 0 1 12-12z" fill={colors.primarySoft} stroke={colors.brand} strokeWidth="3" />
      <rect x="26" y="34" width="50" height="6" rx="3" fill={colors.brand} opacity="0.5" />
      <rect x="26" y="48" width="34" height="6" rx="3" fill={colors.brand} opacity="0.35" />
      <path d="M138 46H84a12 12 0 0 0-12 12v22a12 12 0 0 0 12 12h30l14 12V92h10a12 12 0 0 0 12-12V58a12 12 0 0 0-12-12z" fill={colors.surface} stroke={colors.brandAccent} strokeWidth="3" />
      <path d="M111 84s-14-8.4-14-17.4a7.4 7.4 0 0 1 14-3.4 7.4 7.4 0 0 1 14 3.4C125 75.6 111 84 111 84z" fill={colors.brandAccent} />
    </svg>
  );
}

/** An empty list's (or an unavailable page's) message. */
export function EmptyState({ title, kicker, children, action, headingLevel = 2, compact = false, role, 'data-testid': testId }: EmptyStateProps) {
  return (
    <Box $compact={compact} role={role} data-testid={testId}>
      <EmptyIllustration size={compact ? 120 : 160} />
      {kicker && <Kicker>{kicker}</Kicker>}
      <Title as={`h${headingLevel}`} $page={headingLevel === 1}>
        {title}
      </Title>
      {children && <Text>{children}</Text>}
      {action}
    </Box>
  );
}
