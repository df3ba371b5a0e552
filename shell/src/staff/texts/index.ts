/**
 * The staff layout's texts. They ship with the staff layout's own chunk, not with the shell's
 * texts, so no member's page loads them; the console works in Dutch and English (issue 29), so
 * every other page language reads English.
 */
import { useLocale } from '../../locale/locale-atom.js';
import { staffTexts as nl } from './nl.js';
import { staffTexts as en } from './en.js';

/** The staff layout's keys: exactly the Dutch ones. */
export type StaffTexts = Record<keyof typeof nl, string>;
export type StaffTextKey = keyof StaffTexts;

/** The staff layout's text of a key in the page language, `{name}` filled from `values`. */
export function useStaffTexts(): (key: StaffTextKey, values?: Record<string, string | number>) => string {
  const texts = useLocale() === 'nl' ? nl : en;
  return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
