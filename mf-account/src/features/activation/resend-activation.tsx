/**
 * After a failed activation: a logged-in, unconfirmed member can have a new confirmation e-mail
 * sent (POST /api/activate.php → {ok}); a visitor is asked to log in first. (A confirmed member
 * never gets here: the page tells them their account is confirmed.)
 */
import { useState } from 'react';
import { Alert, Button, RouteButton } from '@dating/shared-ui';
import type { OkAnswer } from '@dating/shared-contracts';
import { useHost, useMember, useTexts, errorsFromFailure, NO_ERRORS, type FormErrors, FormError, useSubmission } from '@dating/remote-kit';

/** The resend offer. */
export function ResendActivation() {
  const { api, navigation, route, locale } = useHost();
  const member = useMember();
  const t = useTexts();
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const { submitting, run } = useSubmission();

  if (!member) {
    return (
      <>
        <p>{t('activateError.loginFirst')}</p>
        <RouteButton navigation={navigation} to="login" query={{ redirect: route.path }} block data-testid="activate-login-link">
          {t('login.submit')}
        </RouteButton>
      </>
    );
  }
  if (sent) {
    return (
      <Alert kind="success" data-testid="activate-resent">
        {t('activateError.resent', { email: member.email })}
      </Alert>
    );
  }

  const resend = () =>
    run(async () => {
      setErrors(NO_ERRORS);
      try {
        await api.post<OkAnswer>('/api/activate.php');
        setSent(true);
      } catch (error) {
        setErrors(errorsFromFailure(error, [], locale));
      }
    });

  return (
    <>
      <FormError message={errors.form} />
      <Button block onClick={() => void resend()} loading={submitting} data-testid="activate-resend">
        {t('activateError.resend')}
      </Button>
    </>
  );
}
