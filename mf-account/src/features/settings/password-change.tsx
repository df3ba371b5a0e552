/**
 * Change the password (PUT /api/password.php): the old one is checked by the API ('Controleer je
 * oude wachtwoord.'), the new one follows the one password rule, and both new ones must match.
 * Other sessions end; this one stays.
 */
import { useState } from 'react';
import { Button, FormField } from '@dating/shared-ui';
import { TEXT_LIMITS } from '@dating/shared-contracts';
import { FormError, useCheckedForm, useErrorText, useHost, useTexts } from '@dating/remote-kit';
import { SuccessToast } from '../../layout/success-toast';

const FIELDS = ['old_password', 'password', 'password_confirmation'] as const;
const EMPTY = { old_password: '', password: '', password_confirmation: '' };

/** The password form. */
export function PasswordChange() {
  const { api } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [values, setValues] = useState(EMPTY);
  const [toast, setToast] = useState<string | null>(null);
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({
      fields: {
        old_password: values.old_password ? undefined : errorText('required'),
        password: values.password.length < TEXT_LIMITS.password.min ? errorText('password_too_short', { min: TEXT_LIMITS.password.min }) : undefined,
        password_confirmation: values.password_confirmation !== values.password ? errorText('passwords_differ') : undefined,
      },
    }),
    async send() {
      await api.call('changePassword', values);
      setValues(EMPTY);
      setToast(t('settings.passwordChanged'));
    },
  });
  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <FormField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      maxLength={TEXT_LIMITS.password.max}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors.fields[name]}
      testId={`password-${name}`}
    />
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('settings.passwordTitle')} data-testid="password-change">
      {field('old_password', t('settings.oldPassword'), 'current-password')}
      {field('password', t('settings.newPassword'), 'new-password')}
      {field('password_confirmation', t('settings.repeatPassword'), 'new-password')}
      <FormError message={errors.form} />
      <Button type="submit" loading={submitting} data-testid="password-save">
        {t('settings.passwordSubmit')}
      </Button>
      <SuccessToast message={toast} onClose={() => setToast(null)} testId="password-saved" />
    </form>
  );
}
