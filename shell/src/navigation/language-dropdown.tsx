/** Language choice, shown when the country has more than one visible language (spec sections 2 and 9). */
import { Dropdown } from '@dating/shared-ui';
import { visibleLanguages } from '@dating/shared-contracts';
import { useServices, useSession } from '../shell/services.js';
import { useStore } from '../shell/store.js';
import { useTexts } from '@dating/remote-kit';
import { LANGUAGE_NAMES } from '../locale/language-names.js';
import { siteCountry } from '../locale/site-country.js';

export function LanguageDropdown() {
  const { locale, settings } = useServices();
  const { member } = useSession();
  const current = useStore(locale);
  const t = useTexts();
  const languages = visibleLanguages(siteCountry(member, settings));
  if (languages.length <= 1) return null;
  return (
    <Dropdown
      label={<span lang={current}>{current.toUpperCase()}</span>}
      ariaLabel={`${t('nav.language')}: ${LANGUAGE_NAMES[current]}`}
      align="end"
      testId="language-dropdown"
      items={languages.map((language) => ({
        id: language,
        label: (
          <span lang={language} aria-current={language === current ? 'true' : undefined}>
            {language === current ? '✓ ' : ''}
            {LANGUAGE_NAMES[language]}
          </span>
        ),
        testId: `language-option-${language}`,
        onSelect: () => void locale.set(language),
      }))}
    />
  );
}
