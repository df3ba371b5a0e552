/**
 * Asks for a password reset e-mail: POST /api/password-reset.php {email}. Unknown address and
 * too many requests today are told in the answer's words; success says where the link went.
 */
import { useState } from 'react';
import { Alert, Button, FormField } from '@dating/shared-ui';
import { PASSWORD_RESET_TTL_MINUTES } from '@dating/shared-contracts';
import type { OkAnswer } from '@dating/shared-contracts';
import { isEmail } from '../../forms/email';
import { useHost, useErrorText, useTexts, FormError, useCheckedForm } from '@dating/remote-kit';

const FIELDS = ['email'] as const;

/** The reset request form. */
export function RequestResetForm() {
  const { api, route } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [email, setEmail] = useState(route.query.email ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => {
      const address = email.trim();
      return { fields: { email: isEmail(address) ? undefined : errorText(address ? 'invalid_email' : 'required') } };
    },
    async send() {
      await api.post<OkAnswer>('/api/password-reset.php', { email: email.trim() });
      setSentTo(email.trim());
    },
    // "E-mailadres niet gevonden" belongs to the field even when the answer has no `fields`.
    onRefusal: (refused) =>
      refused.code === 'email_not_found' && refused.form ? { ...refused, fields: { email: refused.form }, form: undefined } : refused,
  });

  if (sentTo) {
    return (
      <Alert kind="success" data-testid="reset-sent">
        {t('reset.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}
      </Alert>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
      <p>{t('reset.intro')}</p>
      <FormField
        label={t('common.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
        testId="reset-email"
      />
      <FormError message={errors.form} />
      <Button type="submit" block loading={submitting} data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
    </form>
  );
}
