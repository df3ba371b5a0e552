/** Types props.theme in styled components as the shared theme. */
import 'styled-components';
import type { Theme } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
