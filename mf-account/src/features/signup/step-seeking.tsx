/** Signup step 1: the member's gender and whom they are looking for. */
import { RadioGroup } from '@dating/shared-ui';
import type { StepProps } from './step-props';
import { useTexts } from '@dating/remote-kit';

/** Step 1 fields. */
export function StepSeeking({ draft, errors, change }: StepProps) {
  const t = useTexts();
  return (
    <>
      <RadioGroup
        legend={t('signup.gender.legend')}
        name="gender"
        value={draft.gender}
        onChange={(gender) => change({ gender: gender as typeof draft.gender })}
        error={errors.gender}
        testId="signup-gender"
        options={[
          { value: 'male', label: t('signup.gender.male') },
          { value: 'female', label: t('signup.gender.female') },
        ]}
      />
      <RadioGroup
        legend={t('signup.seeking.legend')}
        name="seeking"
        value={draft.seeking}
        onChange={(seeking) => change({ seeking: seeking as typeof draft.seeking })}
        error={errors.seeking}
        testId="signup-seeking"
        options={[
          { value: 'female', label: t('signup.seeking.female') },
          { value: 'male', label: t('signup.seeking.male') },
        ]}
      />
    </>
  );
}
