/** Signup step 1: the member's gender and whom they are looking for. */
import { ChoiceGroup } from '../../forms/choice-group';
import type { StepProps } from './step-props';
import { useTexts } from '@dating/remote-kit';

/** Step 1 fields. */
export function StepSeeking({ draft, errors, change }: StepProps) {
  const t = useTexts();
  return (
    <>
      <ChoiceGroup
        legend={t('signup.gender.legend')}
        name="gender"
        value={draft.gender}
        onChange={(gender) => change({ gender: gender as typeof draft.gender })}
        error={errors.gender}
        testId="signup-gender"
        choices={[
          { value: 'male', label: t('signup.gender.male'), testId: 'signup-gender-male' },
          { value: 'female', label: t('signup.gender.female'), testId: 'signup-gender-female' },
        ]}
      />
      <ChoiceGroup
        legend={t('signup.seeking.legend')}
        name="seeking"
        value={draft.seeking}
        onChange={(seeking) => change({ seeking: seeking as typeof draft.seeking })}
        error={errors.seeking}
        testId="signup-seeking"
        choices={[
          { value: 'female', label: t('signup.seeking.female'), testId: 'signup-seeking-female' },
          { value: 'male', label: t('signup.seeking.male'), testId: 'signup-seeking-male' },
        ]}
      />
    </>
  );
}
