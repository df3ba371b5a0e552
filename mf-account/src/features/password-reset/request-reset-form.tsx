/**
 * Asks for a password reset e-mail: POST /api/password-reset.php {email}. Unknown address and
 * too many requests today are told in the answer's words; success says where the link went.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, FormField } from '@dating/shared-ui';
import { PASSWORD_RESET_TTL_MINUTES } from '@dating/shared-contracts';
import type { OkAnswer } from '@dating/shared-contracts';
import { useHost } from '../../host';
import { useErrorText, useT } from '../../i18n/use-texts';
import { isEmail } from '../../forms/email';
import { errorsFromFailure, NO_ERRORS } from '../../forms/form-errors';
import type { FormErrors } from '../../forms/form-errors';
import { FormError } from '../../forms/form-error';
import { useSubmission } from '../../forms/use-submission';
import { useFocusFirstError } from '../../forms/use-focus-first-error';

const FIELDS = ['email'] as const;

/** The reset request form. */
export function RequestResetForm() {
  const { api, route, locale } = useHost();
  const t = useT();
  const errorText = useErrorText();
  const [email, setEmail] = useState(route.query.email ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const { submitting, run } = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setErrors({ fields: { email: errorText(address ? 'invalid_email' : 'required') } });
      return;
    }
    void run(async () => {
      setErrors(NO_ERRORS);
      try {
        await api.post<OkAnswer>('/api/password-reset.php', { email: address });
        setSentTo(address);
      } catch (error) {
        // "E-mailadres niet gevonden" belongs to the field even when the answer has no `fields`.
        const failure = errorsFromFailure(error, FIELDS, locale);
        setErrors(failure.code === 'email_not_found' && failure.form ? { ...failure, fields: { email: failure.form }, form: undefined } : failure);
      }
    });
  };

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
