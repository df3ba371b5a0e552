/**
 * Language choice, shown when there is more than one to choose from (spec sections 2 and 9): the
 * country's visible languages, plus the current one when the country lacks it.
 */
import { Dropdown } from '@dating/shared-ui';
import { useMember, useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';
import { LANGUAGE_NAMES } from '../locale/language-names.js';
import { useLocale } from '../locale/locale-atom.js';
import { menuLanguages } from '../locale/member-language.js';

export function LanguageDropdown() {
  const { locale, settings } = useServices();
  const member = useMember();
  const current = useLocale();
  const t = useTexts();
  const languages = menuLanguages(member, settings, current);
  if (languages.length <= 1) return null;
  return (
    <Dropdown
      label={<span lang={current}>{current.toUpperCase()}</span>}
      // The name starts with the visible code ("NL") so speech users can say what they see (WCAG 2.5.3).
      ariaLabel={`${current.toUpperCase()} – ${t('nav.language')}: ${LANGUAGE_NAMES[current]}`}
      align="end"
      // Tighter on phones, so logo, this menu and the profile or login button share one row at 375 px.
      compact
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
