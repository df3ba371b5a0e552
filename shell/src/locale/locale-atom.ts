/** The page's locale as a jotai atom; the locale controller is the only writer. */
import { atom } from 'jotai';
import { useAtomValue } from 'jotai';
import { DEFAULT_LOCALE, type Locale } from '@dating/shared-contracts';

/** The locale the page shows (its texts may still be loading). */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** The page's locale; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useAtomValue(localeAtom);
}
