/** Signup step 2: profile name and date of birth (at least the site's minimum age). */
import { useMemo } from 'react';
import { FormField } from '@dating/shared-ui';
import { TEXT_LIMITS } from '@dating/shared-contracts';
import { latestBirthDate } from './signup-checks';
import type { StepProps } from './step-props';
import { useTexts } from '@dating/remote-kit';

/** Step 2 fields. */
export function StepProfile({ draft, errors, change, minAge }: StepProps & { minAge: number }) {
  const t = useTexts();
  const max = useMemo(() => latestBirthDate(minAge, new Date()), [minAge]);
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
    </>
  );
}
