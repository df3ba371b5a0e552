/**
 * Every foreground/background pair of colour tokens the primitives put together, with the WCAG AA
 * minimum it must meet: 4.5 for body text, 3 for large text and for UI parts (control edges,
 * focus rings, icons). A primitive that combines two tokens not listed here adds the pair.
 */
import type { ColorName } from './tokens';

/** One pair of tokens and the contrast it needs. */
export interface ContrastPair {
  fg: ColorName;
  bg: ColorName;
  min: 4.5 | 3;
  /** Where the design uses it. */
  use: string;
}

const BODY = 4.5;
const UI = 3;

export const contrastPairs: ContrastPair[] = [
  { fg: 'text', bg: 'surface', min: BODY, use: 'body text on cards' },
  { fg: 'text', bg: 'background', min: BODY, use: 'body text on the page' },
  { fg: 'muted', bg: 'surface', min: BODY, use: 'hints, captions' },
  { fg: 'muted', bg: 'background', min: BODY, use: 'footer text' },
  { fg: 'primary', bg: 'surface', min: BODY, use: 'links, link buttons, outline buttons' },
  { fg: 'primary', bg: 'background', min: BODY, use: 'links on the page' },
  { fg: 'primaryDark', bg: 'primarySoft', min: BODY, use: 'selected chip, active tab, ghost hover' },
  { fg: 'onColor', bg: 'primary', min: BODY, use: 'primary button' },
  { fg: 'onColor', bg: 'primaryDark', min: BODY, use: 'primary button hover' },
  { fg: 'onColor', bg: 'secondary', min: BODY, use: 'flirt button (sign up, like, buy)' },
  { fg: 'onColor', bg: 'secondaryDark', min: BODY, use: 'flirt button hover' },
  { fg: 'secondaryDark', bg: 'secondarySoft', min: BODY, use: 'flirt outline hover' },
  { fg: 'onColor', bg: 'unread', min: BODY, use: 'unread badge' },
  { fg: 'onColor', bg: 'danger', min: BODY, use: 'danger button, danger badge' },
  { fg: 'onColor', bg: 'success', min: BODY, use: 'success badge' },
  { fg: 'onColor', bg: 'info', min: BODY, use: 'info badge' },
  { fg: 'text', bg: 'warning', min: BODY, use: 'warning badge' },
  { fg: 'text', bg: 'premium', min: BODY, use: 'premium badge' },
  { fg: 'danger', bg: 'surface', min: BODY, use: 'field error text' },
  { fg: 'danger', bg: 'background', min: BODY, use: 'error text on the page' },
  { fg: 'success', bg: 'surface', min: BODY, use: 'success text' },
  { fg: 'warningText', bg: 'surface', min: BODY, use: 'warning text' },
  { fg: 'text', bg: 'infoSoft', min: BODY, use: 'info alert' },
  { fg: 'text', bg: 'successSoft', min: BODY, use: 'success alert' },
  { fg: 'text', bg: 'warningSoft', min: BODY, use: 'warning alert' },
  { fg: 'text', bg: 'dangerSoft', min: BODY, use: 'danger alert' },
  { fg: 'primaryDark', bg: 'infoSoft', min: BODY, use: 'link in an info alert' },
  { fg: 'primaryDark', bg: 'successSoft', min: BODY, use: 'link in a success alert' },
  { fg: 'primaryDark', bg: 'warningSoft', min: BODY, use: 'link in a warning alert' },
  { fg: 'primaryDark', bg: 'dangerSoft', min: BODY, use: 'link in a danger alert' },
  { fg: 'text', bg: 'primarySoft', min: BODY, use: 'text on pale blue' },
  { fg: 'danger', bg: 'dangerSoft', min: BODY, use: 'credit balance at 0 in the top bar' },
  { fg: 'controlBorder', bg: 'surface', min: UI, use: 'edges of text fields, checkboxes, radios' },
  { fg: 'controlBorder', bg: 'background', min: UI, use: 'edges of controls on the page' },
  { fg: 'focus', bg: 'surface', min: UI, use: 'focus ring on cards' },
  { fg: 'focus', bg: 'background', min: UI, use: 'focus ring on the page' },
  { fg: 'danger', bg: 'dangerSoft', min: UI, use: 'danger alert icon and edge' },
  { fg: 'success', bg: 'successSoft', min: UI, use: 'success alert icon and edge' },
  { fg: 'info', bg: 'infoSoft', min: UI, use: 'info alert icon and edge' },
  { fg: 'warningText', bg: 'warningSoft', min: UI, use: 'warning alert icon' },
  { fg: 'online', bg: 'surface', min: UI, use: 'online dot' },
  { fg: 'primary', bg: 'skeleton', min: UI, use: 'range track fill against the empty track' },
];
