/**
 * Change the e-mail address (POST /api/mail-change.php): the new address and the current
 * password; the new address gets a confirmation link, the old one a notice with an undo link.
 * An invalid or taken address gets the spec's message at the field.
 */
import { useState } from 'react';
import { Alert, Button, FormField } from '@dating/shared-ui';
import { TEXT_LIMITS } from '@dating/shared-contracts';
import { FormError, useCheckedForm, useErrorText, useHost, useMember, useTexts } from '@dating/remote-kit';
import { addressAndPasswordErrors } from '../../forms/address-and-password';

const FIELDS = ['email', 'password'] as const;

/** The e-mail change form; after sending it says where the link went. */
export function MailChangeRequest() {
  const { api } = useHost();
  const member = useMember();
  const t = useTexts();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({ fields: addressAndPasswordErrors(email, password, errorText) }),
    async send() {
      await api.call('requestMailChange', { email: email.trim(), password });
      setSentTo(email.trim());
      setPassword('');
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('settings.emailTitle')} data-testid="mail-change">
      <p>{t('settings.emailCurrent', { email: member?.email ?? '' })}</p>
      {sentTo && (
        <Alert kind="success" data-testid="mail-change-sent">
          {t('settings.emailSent', { email: sentTo })}
        </Alert>
      )}
      <FormField label={t('settings.newEmail')} type="email" name="email" autoComplete="email" inputMode="email" maxLength={TEXT_LIMITS.email} value={email} onChange={(event) => setEmail(event.target.value)} error={errors.fields.email} testId="mail-change-email" />
      <FormField label={t('settings.currentPassword')} type="password" name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.fields.password} testId="mail-change-password" />
      <FormError message={errors.form} />
      <Button type="submit" loading={submitting} data-testid="mail-change-submit">
        {t('settings.emailSubmit')}
      </Button>
    </form>
  );
}
