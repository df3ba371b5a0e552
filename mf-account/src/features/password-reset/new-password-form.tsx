/**
 * Sets a new password with the e-mailed token: PUT /api/password-reset.php
 * {token, password, password_confirmation}. Passwords must match (checked here and by the API);
 * an expired or invalid link offers to request a new one; success offers the login.
 */
import { useState } from 'react';
import { Alert, Button, FormField, RouteLink } from '@dating/shared-ui';
import { PASSWORD_TEXT_VALUES, TEXT_LIMITS, passwordProblem } from '@dating/shared-contracts';
import type { OkAnswer } from '@dating/shared-contracts';
import { useHost, useErrorText, useTexts, FormError, useCheckedForm } from '@dating/remote-kit';

const FIELDS = ['password', 'password_confirmation'] as const;

/** The shared password rule (length; the API adds the common-password list) as a field message. */
function passwordCheck(password: string, text: (code: NonNullable<ReturnType<typeof passwordProblem>>) => string): string | undefined {
  const code = passwordProblem(password);
  return code ? text(code) : undefined;
}

/** The new-password form for `token` (from the link's ?token=). */
export function NewPasswordForm({ token }: { token: string }) {
  const { api, navigation } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  // A link without a token is as useless as an expired one.
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({
      fields: {
        password: passwordCheck(password, (code) => errorText(code, PASSWORD_TEXT_VALUES)),
        password_confirmation: password !== confirmation ? errorText('passwords_differ') : undefined,
      },
    }),
    async send() {
      await api.put<OkAnswer>('/api/password-reset.php', { token, password, password_confirmation: confirmation });
      setDone(true);
    },
    onRefusal(refused) {
      if (refused.code === 'reset_link_invalid') setLinkInvalid(true);
      return refused;
    },
  });

  if (done) {
    return (
      <Alert kind="success" data-testid="reset-done">
        <p>{t('resetDo.done')}</p>
        <RouteLink navigation={navigation} to="login" data-testid="reset-done-login-link">
          {t('common.toLogin')}
        </RouteLink>
      </Alert>
    );
  }

  if (linkInvalid) {
    return (
      <Alert kind="danger" data-testid="reset-link-invalid">
        <p>{errors.form ?? errorText('reset_link_invalid')}</p>
        <RouteLink navigation={navigation} to="reset-password" data-testid="reset-request-new-link">
          {t('resetDo.requestNew')}
        </RouteLink>
      </Alert>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('resetDo.title')}>
      <FormField
        label={t('resetDo.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={TEXT_LIMITS.password.max}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('signup.passwordHint', { min: TEXT_LIMITS.password.min })}
        error={errors.fields.password}
        testId="reset-password"
      />
      <FormField
        label={t('resetDo.confirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        maxLength={TEXT_LIMITS.password.max}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.fields.password_confirmation}
        testId="reset-password-confirmation"
      />
      <FormError message={errors.form} />
      <Button type="submit" block loading={submitting} data-testid="reset-do-submit">
        {t('resetDo.submit')}
      </Button>
    </form>
  );
}
