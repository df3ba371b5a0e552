/** A titled part of a long page (profile, settings): its own heading level 2 and a separator. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, space } from '@dating/shared-ui';

const Part = styled.section`
  padding: ${space[5]}px 0;
  border-top: 1px solid ${colors.border};
  /* Right under the page heading no separator is needed. */
  h1 + & { border-top: 0; padding-top: 0; }
`;

const Title = styled.h2`
  margin: 0 0 ${space[4]}px;
  font-size: ${fonts.size.large};
`;

/** One part of a page with its h2; `id` names the heading for the section's label. */
export function Section({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Part aria-labelledby={`${id}-title`} data-testid={testId}>
      <Title id={`${id}-title`}>{title}</Title>
      {children}
    </Part>
  );
}
