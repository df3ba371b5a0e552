/** The frame of this app's pages: shared-ui's page card with the page heading, full width on phones. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageCard, fonts, space } from '@dating/shared-ui';

const Heading = styled.h1`
  margin: 0 0 ${space[5]}px;
  font-size: ${fonts.size.title};
`;

/** A page card with its h1; `wide` for the long pages of the member's own side (profile, settings). */
export function CardPage({ title, children, testId, wide }: { title: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <PageCard $width={wide ? 'wide' : 'narrow'} aria-labelledby={testId ? `${testId}-title` : undefined} data-testid={testId}>
      <Heading id={testId ? `${testId}-title` : undefined}>{title}</Heading>
      {children}
    </PageCard>
  );
}

/** A row of secondary links under a form. */
export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px ${space[4]}px;
  margin: ${space[4]}px 0 0;
`;
