/** The frame of this app's pages: a centred card with the page heading, full width on phones. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, radii, shadows, up } from '@dating/shared-ui';

const Card = styled.section<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '520px')};
  margin: 16px auto;
  padding: 24px 16px;
  background: ${colors.surface};
  border-radius: ${radii.large};
  box-shadow: ${shadows.card};
  ${up('sm')} { margin: 32px auto; padding: 32px; }
`;

const Heading = styled.h1`
  margin: 0 0 24px;
  font-size: ${fonts.size.title};
`;

/** A page card with its h1; `wide` for the long pages of the member's own side (profile, settings). */
export function CardPage({ title, children, testId, wide }: { title: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <Card $wide={wide} aria-labelledby={testId ? `${testId}-title` : undefined} data-testid={testId}>
      <Heading id={testId ? `${testId}-title` : undefined}>{title}</Heading>
      {children}
    </Card>
  );
}

/** A row of secondary links under a form. */
export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 16px 0 0;
`;
