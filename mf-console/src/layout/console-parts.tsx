/** Small pieces of the console's pages: a row of filter fields, a row of paging buttons, a list of cards, a row of photo thumbnails. */
import styled from 'styled-components';
import { space, up } from '@dating/shared-ui';

/** Filter fields side by side on wide screens, one under the other on phones. */
export const FilterRow = styled.div`
  display: grid;
  gap: 0 ${space[3]}px;
  align-items: end;
  margin-bottom: ${space[4]}px;
  ${up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    & > button { margin-bottom: ${space[4]}px; }
  }
`;

/** Paging buttons under a list. */
export const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  margin-top: ${space[4]}px;
`;

/** Cards one under the other, in order, without numbers (the operators' queue, the audit). */
export const CardList = styled.ol`
  display: grid;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A profile's photos as square thumbnails of `$size` px in a wrapping row. */
export const Thumbs = styled.ul<{ $size: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  & img { display: block; width: ${({ $size }) => $size}px; height: ${({ $size }) => $size}px; object-fit: cover; border-radius: 6px; }
`;
