/**
 * Page frame and surfaces: Page fills the viewport height as a column (header, main, footer) so
 * the footer sits at the bottom of short pages; PageMain takes the free height; Card is the white
 * surface of forms and panels; PageCard is a Card that is the page (login, error), centred in a
 * column of one of the content widths; Stack spaces its children.
 */
import styled from 'styled-components';
import { colors, contentWidths, radii, shadows, space, up } from './tokens';

/** The whole page: at least the viewport's height, children stacked. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 0 auto;
  min-height: 100vh;
  min-height: 100dvh;
`;

/** The page's main region: grows so the footer is pushed to the bottom. */
export const PageMain = styled.main`
  flex: 1 0 auto;
  width: 100%;
`;

/** A white surface with rounded corners and a soft shadow; padding grows on wider screens. */
export const Card = styled.section`
  padding: ${space[5]}px ${space[4]}px;
  border-radius: ${radii.xl};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  ${up('sm')} { padding: ${space[6]}px ${space[6]}px; }
`;

/** A Card that holds a whole page (forms, notices, errors): centred, `$width` wide at most. */
export const PageCard = styled(Card)<{ $width?: keyof typeof contentWidths }>`
  width: 100%;
  max-width: ${({ $width = 'narrow' }) => contentWidths[$width]};
  margin: ${space[4]}px auto;
  ${up('sm')} { margin: ${space[6]}px auto; }
`;

/** Children one under the other with a gap from the spacing scale (step index). */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4 }) => space[$gap] ?? space[4]}px;
`;
