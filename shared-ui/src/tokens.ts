/** Design tokens from the spec: brand colours, breakpoints, toast width. */
import { BREAKPOINTS, TOAST_MAX_WIDTH } from '@dating/shared-contracts';

export const colors = {
  /** Primary brand colour: light blue. */
  primary: '#3bb4e8',
  primaryDark: '#1d8fc0',
  /** Secondary brand colour: orange-red; also the unread accent. */
  secondary: '#ff5a36',
  unread: '#ff5a36',
  warning: '#f0ad1c',
  danger: '#d8342c',
  success: '#2e9e5b',
  text: '#1f2430',
  muted: '#6b7280',
  border: '#d9dde3',
  background: '#f5f7fa',
  surface: '#ffffff',
} as const;

export const breakpoints = BREAKPOINTS;
export const toastMaxWidth = TOAST_MAX_WIDTH;

/** Media query for "this width and up". */
export const up = (bp: keyof typeof BREAKPOINTS): string => `@media (min-width: ${BREAKPOINTS[bp]}px)`;
