/**
 * The login form: POST /api/user.php {email, password}. On success the answer's member goes to
 * the session (which tells every app), and the member goes to ?redirect= or the members page.
 * Failures (login failed, blocked for some minutes, bad input) show next to the field or above
 * the button, in the answer's own words.
 */
import { Button, FormField } from '@dating/shared-ui';
import { safeRedirect } from '../../forms/safe-redirect';
import { ReactivateOffer } from '../reactivation/reactivate-offer';
import { useHost, useTexts, FormError, useLoginForm, type LoginInput } from '@dating/remote-kit';

/** The route a member lands on after logging in (spec: home after login is members). */
export const HOME_AFTER_LOGIN = 'members';

/** The login form. */
export function LoginForm() {
  const { api, session, navigation, route } = useHost();
  const t = useTexts();
  const send = async (input: LoginInput) => {
    const { user } = await api.call('login', input);
    if (user) session.signIn(user);
    const redirect = safeRedirect(route.query.redirect);
    if (redirect) navigation.toPath(redirect, { replace: true });
    else navigation.to(HOME_AFTER_LOGIN, {}, undefined, { replace: true });
  };
  // The signup form's "log in with this e-mail" link passes the address along.
  const { errors, submitting, onSubmit, formRef, email, setEmail, password, setPassword } = useLoginForm(send, route.query.email ?? '');

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <FormField
        label={t('common.emailLabel')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
        testId="login-email"
      />
      <FormField
        label={t('common.passwordLabel')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        testId="login-password"
      />
      {errors.code === 'account_reactivatable' && errors.form ? (
        <ReactivateOffer email={email.trim()} password={password} message={errors.form} />
      ) : (
        <FormError message={errors.form} />
      )}
      <Button type="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}
