/** What a list says when it has nothing yet (no chats, no likes): an illustration, a title, a line and an action. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, space } from './tokens';

/** Props of EmptyState. */
export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A button or link that gets the member going. */
  action?: ReactNode;
  'data-testid'?: string;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]}px;
  max-width: 420px;
  margin: 0 auto;
  padding: ${space[7]}px ${space[4]}px;
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${fonts.size.large};
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

/** An empty list's message. */
export function EmptyState({ title, children, action, 'data-testid': testId }: EmptyStateProps) {
  return (
    <Box data-testid={testId}>
      <EmptyIllustration />
      <Title>{title}</Title>
      {children && <Text>{children}</Text>}
      {action}
    </Box>
  );
}
