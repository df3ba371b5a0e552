/** The site's language for this member: the shell switches it and saves it with the account. */
import { Select } from '@dating/shared-ui';
import { LOCALES, isLocale } from '@dating/shared-contracts';
import { useHost, useTexts } from '@dating/remote-kit';

/** Each language named in itself, so a member finds theirs whatever the page's language. */
const ownName = (locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;

/** The language select; a change applies at once. */
export function LanguageChoice() {
  const { locale, setLocale } = useHost();
  const t = useTexts();
  return (
    <Select label={t('settings.language')} name="language" value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)} testId="settings-language">
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {ownName(code)}
        </option>
      ))}
    </Select>
  );
}
