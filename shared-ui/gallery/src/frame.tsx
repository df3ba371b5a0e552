/** The gallery's page parts: a section with a heading, and a row of specimens with captions. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, colors, fonts, space, up } from '../../src/index';

const Box = styled(Card)`
  margin-bottom: ${space[5]}px;
`;

const Heading = styled.h2`
  margin: 0 0 ${space[4]}px;
  font-size: ${fonts.size.title};
`;

/** A titled card in the gallery. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box aria-label={title}>
      <Heading>{title}</Heading>
      {children}
    </Box>
  );
}

/** Specimens side by side on wide screens, one under the other on phones. */
export const Row = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space[4]}px;
  align-items: start;
  ${up('md')} { grid-template-columns: repeat(auto-fill, minmax(${({ $min = 220 }) => $min}px, 1fr)); }
`;

/** A caption under a specimen: the state it shows. */
export const Caption = styled.div`
  margin-top: ${space[1]}px;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
  font-family: ui-monospace, monospace;
`;

/** A specimen with its caption. */
export function Specimen({ state, children }: { state: string; children: ReactNode }) {
  return (
    <div>
      {children}
      <Caption>{state}</Caption>
    </div>
  );
}
