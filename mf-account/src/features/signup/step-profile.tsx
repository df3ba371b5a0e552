/** Signup step 2: profile name, date of birth (at least the site's minimum age) and country. */
import { useMemo } from 'react';
import { FormField } from '@dating/shared-ui';
import { COUNTRIES, latestBirthDate, TEXT_LIMITS } from '@dating/shared-contracts';
import type { StepProps } from './step-props';
import { useHost, useTexts } from '@dating/remote-kit';

/** Step 2 fields. */
export function StepProfile({ draft, errors, change, minAge }: StepProps & { minAge: number }) {
  const t = useTexts();
  const { locale } = useHost();
  const max = useMemo(() => latestBirthDate(minAge, new Date()), [minAge]);
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
      <FormField
        label={t('signup.dateOfBirth')}
        type="date"
        name="date_of_birth"
        autoComplete="bday"
        min="1900-01-01"
        max={max}
        value={draft.date_of_birth}
        onChange={(event) => change({ date_of_birth: event.target.value })}
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
