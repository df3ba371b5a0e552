/** The frame of this app's pages: a width-limited column with the page heading. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fonts, space, up } from '@dating/shared-ui';

const Frame = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space[4]}px ${space[3]}px ${space[6]}px;
  ${up('md')} { padding: ${space[5]}px ${space[5]}px ${space[7]}px; }
`;
const Heading = styled.h1`
  margin: 0 0 ${space[4]}px;
  font-size: ${fonts.size.title};
`;

/** A page with its h1 (`title`), children below. */
export function PageFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Frame data-testid={testId}>
      <Heading>{title}</Heading>
      {children}
    </Frame>
  );
}

/** A section heading inside a page. */
export const SectionHeading = styled.h2`
  margin: ${space[5]}px 0 ${space[3]}px;
  font-size: ${fonts.size.large};
`;
