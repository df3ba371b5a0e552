/**
 * /login: the login form, the way to a password reset, and under a divider the invitation to
 * sign up, in the look signing up has everywhere (secondary, with the heart).
 */
import { Heart, RouteButton, RouteLink } from '@dating/shared-ui';
import { CardPage, LinkRow } from '../layout/card-page';
import { Invitation } from '../layout/invitation';
import { LoginForm } from '../features/login-form/login-form';
import { useHost, useTexts } from '@dating/remote-kit';

/** The login page. */
export function LoginPage() {
  const { navigation } = useHost();
  const t = useTexts();
  return (
    <CardPage title={t('login.title')} testId="login-page">
      <LoginForm />
      <LinkRow>
        <RouteLink navigation={navigation} to="reset-password" data-testid="login-forgot-link">
          {t('login.forgotPassword')}
        </RouteLink>
      </LinkRow>
      <Invitation question={t('login.noAccount')}>
        <RouteButton navigation={navigation} to="signup" variant="secondary" block icon={<Heart size={20} aria-hidden="true" />} data-testid="login-signup-link">
          {t('login.signupLink')}
        </RouteButton>
      </Invitation>
    </CardPage>
  );
}
