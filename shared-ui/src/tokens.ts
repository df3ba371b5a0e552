/** Design tokens from the spec: brand colours, breakpoints, toast width, and the scales every remote shares. */
import { BREAKPOINTS, TOAST_MAX_WIDTH } from '@dating/shared-contracts';

export const colors = {
  /** Primary brand colour: light blue. */
  primary: '#3bb4e8',
  primaryDark: '#1d8fc0',
  /** Secondary brand colour: orange-red; also the unread accent. */
  secondary: '#ff5a36',
  secondaryDark: '#e0401d',
  unread: '#ff5a36',
  info: '#1d8fc0',
  warning: '#f0ad1c',
  danger: '#d8342c',
  success: '#2e9e5b',
  text: '#1f2430',
  /** Muted text; 4.6:1 on white, so it still passes WCAG AA for body text. */
  muted: '#5f6673',
  border: '#d9dde3',
  background: '#f5f7fa',
  surface: '#ffffff',
  /** Text on a coloured (primary, secondary, danger, success) background. */
  onColor: '#ffffff',
  backdrop: 'rgba(15, 20, 30, 0.55)',
  focus: '#1d8fc0',
} as const;

/** The kinds of a message to the member (alerts, toasts). */
export type MessageKind = 'info' | 'success' | 'warning' | 'danger';

/** The colour that marks each kind of message. */
export const messageKindColors: Record<MessageKind, string> = {
  info: colors.info,
  success: colors.success,
  warning: colors.warning,
  danger: colors.danger,
};

export const breakpoints = BREAKPOINTS;
export const toastMaxWidth = TOAST_MAX_WIDTH;

/** Media query for "this width and up". */
export const up = (bp: keyof typeof BREAKPOINTS): string => `@media (min-width: ${BREAKPOINTS[bp]}px)`;

/** Spacing scale (px), index by step. */
export const space = [0, 4, 8, 12, 16, 24, 32, 48] as const;

export const radii = { small: '4px', normal: '8px', large: '16px', round: '999px' } as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  size: { small: '0.875rem', normal: '1rem', large: '1.25rem', title: '1.5rem' },
} as const;

export const shadows = {
  card: '0 1px 3px rgba(15, 20, 30, 0.12)',
  overlay: '0 12px 40px rgba(15, 20, 30, 0.25)',
} as const;

/** Stacking order: dropdowns under modals, toasts above everything. */
export const zIndex = { dropdown: 1000, modal: 1050, toast: 1100, progress: 1200 } as const;

/** The theme object the ThemeProvider hands to styled components. */
export const theme = { colors, breakpoints, space, radii, fonts, shadows, zIndex, toastMaxWidth } as const;
/** Type of the shared theme. */
export type Theme = typeof theme;
