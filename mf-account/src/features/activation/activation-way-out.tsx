/**
 * The unconfirmed member's way out on /complete-signup: "send again" (POST /api/activate.php) and
 * "wrong address? change it" (PUT /api/activate.php with the new address and the password): the
 * new address gets a fresh link and the links sent before stop working. The shell's activation
 * banner links here with `?address=change`, which opens the form at once.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormField, space } from '@dating/shared-ui';
import { TEXT_LIMITS } from '@dating/shared-contracts';
import { FormError, NO_ERRORS, errorsFromFailure, useCheckedForm, useErrorText, useHost, useMember, useSubmission, useTexts, type FormErrors } from '@dating/remote-kit';
import { addressAndPasswordErrors } from '../../forms/address-and-password';

/** The query the banner's link carries to open the address form. */
export const CHANGE_ADDRESS_QUERY = { address: 'change' } as const;

const FIELDS = ['email', 'password'] as const;

const Offers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px ${space[4]}px;
  margin-top: ${space[4]}px;
`;
const Form = styled.form`
  margin-top: ${space[4]}px;
`;

/** "Send again" and "wrong address? change it", for a member who has not confirmed. */
export function ActivationWayOut() {
  const { api, route, session, locale } = useHost();
  const member = useMember();
  const t = useTexts();
  const [resent, setResent] = useState(false);
  const [resendErrors, setResendErrors] = useState<FormErrors>(NO_ERRORS);
  const { submitting: resending, run } = useSubmission();
  const [changing, setChanging] = useState(route.query.address === CHANGE_ADDRESS_QUERY.address);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  // Opened by its button, the form takes the focus the vanished button had.
  const [openedByHand, setOpenedByHand] = useState(false);
  if (!member || member.status !== 'not_confirmed') return null;

  const resend = () =>
    run(async () => {
      setResendErrors(NO_ERRORS);
      setChangedTo(null);
      try {
        await api.call('resendActivation');
        setResent(true);
      } catch (error) {
        setResendErrors(errorsFromFailure(error, [], locale));
      }
    });

  return (
    <div data-testid="activation-way-out">
      {resent && (
        <Alert kind="success" data-testid="activation-resent">
          {t('activateError.resent', { email: member.email })}
        </Alert>
      )}
      {changedTo && (
        <Alert kind="success" data-testid="activation-address-changed">
          {t('activation.addressChanged', { email: changedTo })}
        </Alert>
      )}
      <FormError message={resendErrors.form} />
      <Offers>
        <Button variant="outline" size="small" loading={resending} onClick={() => void resend()} data-testid="activation-resend">
          {t('activation.resend')}
        </Button>
        {!changing && (
          <Button
            variant="link"
            size="small"
            onClick={() => {
              setOpenedByHand(true);
              setChanging(true);
            }}
            data-testid="activation-change-open"
          >
            {t('activation.wrongAddress')}
          </Button>
        )}
      </Offers>
      {changing && (
        <AddressForm
          focus={openedByHand}
          onChanged={async (email) => {
            setChanging(false);
            setResent(false);
            setChangedTo(email);
            await session.refresh();
          }}
        />
      )}
    </div>
  );
}

/** The new address and the password; field errors come back from the API in the page's language. */
function AddressForm({ focus, onChanged }: { focus: boolean; onChanged: (email: string) => Promise<void> }) {
  const { api } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({ fields: addressAndPasswordErrors(email, password, errorText) }),
    async send() {
      const answer = await api.call('correctActivationAddress', { email: email.trim(), password });
      await onChanged(answer.user?.email ?? email.trim());
    },
  });
  useEffect(() => {
    if (focus) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focus, formRef]);
  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('activation.changeTitle')} data-testid="activation-change">
      <FormField label={t('settings.newEmail')} type="email" name="email" autoComplete="email" inputMode="email" maxLength={TEXT_LIMITS.email} value={email} onChange={(event) => setEmail(event.target.value)} error={errors.fields.email} testId="activation-change-email" />
      <FormField label={t('common.passwordLabel')} type="password" name="password" autoComplete="current-password" maxLength={TEXT_LIMITS.password.max} value={password} onChange={(event) => setPassword(event.target.value)} hint={t('activation.passwordHint')} error={errors.fields.password} testId="activation-change-password" />
      <FormError message={errors.form} />
      <Button type="submit" loading={submitting} data-testid="activation-change-submit">
        {t('activation.changeSubmit')}
      </Button>
    </Form>
  );
}
