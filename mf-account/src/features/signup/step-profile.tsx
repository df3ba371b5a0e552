/** Signup step 2: profile name, date of birth (at least the site's minimum age) and country. */
import { useMemo } from 'react';
import { DateOfBirthPicker, FormField } from '@dating/shared-ui';
import { COUNTRIES, TEXT_LIMITS } from '@dating/shared-contracts';
import type { StepProps } from './step-props';
import { useHost, useTexts } from '@dating/remote-kit';

/** Step 2 fields. */
export function StepProfile({ draft, errors, change, minAge }: StepProps & { minAge: number }) {
  const t = useTexts();
  const { locale } = useHost();
  // Country names in the page's language, sorted as its readers expect.
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
  return (
    <>
      <FormField
        label={t('signup.name')}
        name="name"
        autoComplete="nickname"
        maxLength={TEXT_LIMITS.name}
        value={draft.name}
        onChange={(event) => change({ name: event.target.value })}
        hint={t('signup.nameHint')}
        error={errors.name}
        testId="signup-name"
      />
      {/* Three localised selects: the page's language decides the month names, never the browser's. */}
      <DateOfBirthPicker
        legend={t('signup.dateOfBirth')}
        locale={locale}
        minAge={minAge}
        value={draft.date_of_birth}
        onChange={(date_of_birth) => change({ date_of_birth })}
        labels={{ day: t('signup.dateOfBirth.day'), month: t('signup.dateOfBirth.month'), year: t('signup.dateOfBirth.year') }}
        hint={t('signup.dateOfBirthHint', { min_age: minAge })}
        error={errors.date_of_birth}
        testId="signup-date-of-birth"
      />
      <FormField
        as="select"
        label={t('signup.country')}
        name="country"
        autoComplete="country"
        value={draft.country}
        onChange={(event) => change({ country: event.target.value })}
        error={errors.country}
        testId="signup-country"
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </FormField>
    </>
  );
}
