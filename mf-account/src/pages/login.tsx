/** /login: the login form with links to password reset and signup. */
import { RouteLink } from '@dating/shared-ui';
import { CardPage, LinkRow } from '../layout/card-page';
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
      <LinkRow>
        <span>{t('login.noAccount')}</span>
        <RouteLink navigation={navigation} to="signup" data-testid="login-signup-link">
          {t('login.signupLink')}
        </RouteLink>
      </LinkRow>
    </CardPage>
  );
}
