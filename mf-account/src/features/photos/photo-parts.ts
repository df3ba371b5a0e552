/** Parts every place that shows or takes the member's own photos shares: the photo's tag and the file input. */
import styled from 'styled-components';
import { colors, fonts, radii } from '@dating/shared-ui';

/** A tag in a photo's corner: the main photo (coloured), or one that waits for review (`$pending`, plain). */
export const PhotoTag = styled.span<{ $pending?: boolean }>`
  position: absolute;
  top: 6px;
  left: 6px;
  padding: 2px 8px;
  border-radius: ${radii.round};
  font-size: ${fonts.size.small};
  font-weight: 700;
  color: ${({ $pending }) => ($pending ? colors.text : colors.onColor)};
  background: ${({ $pending }) => ($pending ? colors.surface : colors.primaryDark)};
`;

/** The file input behind a visible "add a photo" button, out of sight and out of the tab order. */
export const HiddenFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;
