/** Signup step 3: e-mail, password and an optional message with the signup. */
import { FormField } from '@dating/shared-ui';
import { TEXT_LIMITS } from '@dating/shared-contracts';
import type { StepProps } from './step-props';
import { useTexts } from '@dating/remote-kit';

/** Step 3 fields. */
export function StepAccount({ draft, errors, change }: StepProps) {
  const t = useTexts();
  return (
    <>
      <FormField
        label={t('common.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={TEXT_LIMITS.email}
        value={draft.email}
        onChange={(event) => change({ email: event.target.value })}
        error={errors.email}
        testId="signup-email"
      />
      <FormField
        label={t('common.passwordLabel')}
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={TEXT_LIMITS.password.max}
        value={draft.password}
        onChange={(event) => change({ password: event.target.value })}
        hint={t('signup.passwordHint', { min: TEXT_LIMITS.password.min })}
        error={errors.password}
        testId="signup-password"
      />
      <FormField
        as="textarea"
        label={t('signup.message')}
        name="signup_message"
        maxLength={TEXT_LIMITS.signupMessage}
        value={draft.signup_message}
        onChange={(event) => change({ signup_message: event.target.value })}
        error={errors.signup_message}
        testId="signup-message"
      />
    </>
  );
}
