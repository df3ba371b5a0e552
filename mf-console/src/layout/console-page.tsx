/** The frame of a console page: a wide page card with its heading (the staff layout gives the bar). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageCard, fonts, space } from '@dating/shared-ui';

const Heading = styled.h1`
  margin: 0 0 ${space[4]}px;
  font-size: ${fonts.size.title};
`;

/** A page card with its h1; `narrow` for the login. */
export function ConsolePage({ title, children, testId, narrow }: { title: string; children: ReactNode; testId: string; narrow?: boolean }) {
  return (
    <PageCard $width={narrow ? 'narrow' : 'wide'} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Heading id={`${testId}-title`}>{title}</Heading>
      {children}
    </PageCard>
  );
}
