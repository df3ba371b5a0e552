/**
 * Design tokens: brand colours (spec: light blue and orange-red, in shades that pass WCAG AA as
 * text and under white text), type, space, radii, shadows, motion, breakpoints and toast width.
 * Every primitive takes its look from here only; `contrast-pairs.ts` lists the pairs the design
 * puts together and a unit test holds each to AA.
 */
import { BREAKPOINTS, TOAST_MAX_WIDTH } from '@dating/shared-contracts';

export const colors = {
  /** The spec's light blue (#3bb4e8): logo, illustrations, large tints. Never under or as text. */
  brand: '#3bb4e8',
  /** The spec's orange-red (#ff5a36): logo dot and illustrations. Never under or as text. */
  brandAccent: '#ff5a36',
  /** Primary (light blue, darkened for AA): main actions, links, focus; white text 5.1:1. */
  primary: '#0b75ad',
  primaryDark: '#086391',
  /** Pale blue surface for selected chips, tabs and info boxes; primaryDark text on it. */
  primarySoft: '#e8f6fd',
  /** Secondary (orange-red, darkened for AA): flirt actions (sign up, like, buy); white text 4.8:1. */
  secondary: '#d13c17',
  secondaryDark: '#b3300f',
  secondarySoft: '#fff1ec',
  /** Unread and new-like accent: the secondary colour. */
  unread: '#d13c17',
  info: '#0b75ad',
  infoSoft: '#e8f6fd',
  /** Warning fill (amber) carries dark text; warningText is amber dark enough for text. */
  warning: '#f0ad1c',
  warningText: '#7a4f00',
  warningSoft: '#fff6e0',
  danger: '#b42318',
  dangerSoft: '#fdeceb',
  success: '#1b7a43',
  successSoft: '#e7f6ed',
  /** Online dot. */
  online: '#1b7a43',
  /** Premium badge: gold fill with dark text. */
  premium: '#f0ad1c',
  text: '#1b2030',
  /** Muted text; 5.9:1 on white, 5.6:1 on the page background. */
  muted: '#5c6474',
  /** Decorative lines (dividers, card edges): not the only cue of anything. */
  border: '#dde3ea',
  /** Edges of form controls: 3.8:1 on white (WCAG 1.4.11, UI parts). */
  controlBorder: '#7a8496',
  /** Skeleton placeholders. */
  skeleton: '#e6eaf0',
  background: '#f6f8fb',
  surface: '#ffffff',
  /** Text on a coloured (primary, secondary, danger, success, info) background. */
  onColor: '#ffffff',
  backdrop: 'rgba(15, 20, 30, 0.55)',
  /** Dark glass behind text over photos (lock overlay, card captions). */
  scrim: 'rgba(15, 20, 30, 0.62)',
  focus: '#0b75ad',
} as const;

/** A colour token's name. */
export type ColorName = keyof typeof colors;

/** The kinds of a message to the member (alerts, toasts). */
export type MessageKind = 'info' | 'success' | 'warning' | 'danger';

/** The colour that marks each kind of message (edge, icon). */
export const messageKindColors: Record<MessageKind, string> = {
  info: colors.info,
  success: colors.success,
  warning: colors.warning,
  danger: colors.danger,
};

/** The pale surface behind each kind of message; text on it stays `colors.text`. */
export const messageKindSoft: Record<MessageKind, string> = {
  info: colors.infoSoft,
  success: colors.successSoft,
  warning: colors.warningSoft,
  danger: colors.dangerSoft,
};

export const breakpoints = BREAKPOINTS;
export const toastMaxWidth = TOAST_MAX_WIDTH;

/** Media query for "this width and up". */
export const up = (bp: keyof typeof BREAKPOINTS): string => `@media (min-width: ${BREAKPOINTS[bp]}px)`;
/** Media query for "below this width" (phones: bottom sheets instead of centred modals). */
export const down = (bp: keyof typeof BREAKPOINTS): string => `@media (max-width: ${BREAKPOINTS[bp] - 0.02}px)`;

/** Spacing scale (px), index by step: 0, 4, 8, 12, 16, 24, 32, 48, 64, 96. */
export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64, 96] as const;

/** Widths of content columns: a short text block, a form or notice card, a long form, the page's full column. */
export const contentWidths = { text: '420px', narrow: '520px', wide: '760px', page: '1200px' } as const;

export const radii = { small: '6px', normal: '10px', large: '16px', xl: '24px', round: '999px' } as const;

/** The self-hosted variable font (see fonts.ts) first, its metric-matched local fallback, then the platform's own sans-serif. */
const fontStack = "'Nunito Variable', 'Nunito Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Type scale (rem) on a 1.2 ratio around 1rem; `size` keeps the names older code uses. */
export const typeScale = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  /** The one number a page is about (an error page's status code). */
  display: '4rem',
} as const;

export const fonts = {
  body: fontStack,
  heading: fontStack,
  size: { small: typeScale.sm, normal: typeScale.md, large: typeScale.xl, title: typeScale['2xl'] },
  weight: { regular: 400, medium: 600, bold: 700, heavy: 800 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const;

export const shadows = {
  card: '0 1px 2px rgba(15, 20, 30, 0.06), 0 2px 8px rgba(15, 20, 30, 0.08)',
  raised: '0 4px 16px rgba(15, 20, 30, 0.12)',
  overlay: '0 12px 40px rgba(15, 20, 30, 0.25)',
} as const;

/** Motion: short, eased, and off for people who ask for reduced motion (GlobalStyle). */
export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/**
 * The CSS variable that holds the sticky top bar's height, kept by the shell's bar as it measures
 * itself (it wraps to two rows on phones and in long-word languages, so no constant would be right).
 */
export const topBarHeightVar = '--top-bar-height';
/** The top bar's height as a CSS length, for what is fixed to the viewport's top; 0 where a layout has no bar. */
export const topBarHeight = `var(${topBarHeightVar}, 0px)`;

/** Stacking order: dropdowns under modals, toasts above everything. */
export const zIndex = { dropdown: 1000, modal: 1050, toast: 1100, progress: 1200 } as const;

/** The theme object the ThemeProvider hands to styled components. */
export const theme = {
  colors,
  breakpoints,
  space,
  contentWidths,
  radii,
  fonts,
  typeScale,
  shadows,
  motion,
  zIndex,
  toastMaxWidth,
} as const;
/** Type of the shared theme. */
export type Theme = typeof theme;
