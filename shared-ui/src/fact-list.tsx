/**
 * Terms beside their values, as a description list: the terms muted in a column as wide as the
 * longest, the values beside them (wrapping anywhere: e-mail addresses, ids). `$strong` sets the
 * values in bold (a profile's facts); `$gap` is the spacing step between the columns.
 */
import styled from 'styled-components';
import { colors, fonts, space } from './tokens';

export const FactList = styled.dl<{ $strong?: boolean; $gap?: number }>`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]}px ${({ $gap = 3 }) => space[$gap] ?? space[3]}px;
  margin: 0;
  overflow-wrap: anywhere;
  & dt { color: ${colors.muted}; }
  & dd { margin: 0; font-weight: ${({ $strong }) => ($strong ? fonts.weight.bold : 'inherit')}; }
`;
