/**
 * The site texts of settings (index title, description, fictional notice) in the page's current
 * language. Settings come once per visit in the language of that first request; when the member
 * switches language the texts are asked again (the cookie already names the new language), so
 * nothing in the old language stays on the page.
 */
import useSWR from 'swr';
import type { SiteSettings } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';
import { useLocale } from './locale-atom.js';

/** The settings fields that are written in a language. */
export type SiteTexts = Pick<SiteSettings, 'index_title' | 'description' | 'fictional_warning' | 'fictional_singular' | 'fictional_plural'>;

/** The site texts in the current language (the boot settings' until another language is chosen). */
export function useSiteTexts(): SiteTexts {
  const { api, settings, settingsLocale } = useServices();
  const locale = useLocale();
  const stale = settingsLocale !== undefined && settingsLocale !== locale;
  const { data } = useSWR(stale ? ['site-texts', settings.domain, locale] : null, () => api.call('settings', { domain: settings.domain }), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  return stale && data ? data : settings;
}
