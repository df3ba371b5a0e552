/** /login: the login form with links to password reset and signup. */
import { RouteLink } from '@dating/shared-ui';
import { useHost } from '../host';
import { useT } from '../i18n/use-texts';
import { CardPage, LinkRow } from '../layout/card-page';
import { LoginForm } from '../features/login-form/login-form';

/** The login page. */
export function LoginPage() {
  const { navigation } = useHost();
  const t = useT();
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
