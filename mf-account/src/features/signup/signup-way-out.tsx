/**
 * What a member can do after a refused signup: log in when the e-mail already has an account
 * that can log in; write to customer service when a deleted account holds the address.
 */
import { RouteLink } from '@dating/shared-ui';
import type { ApiError } from '@dating/shared-contracts';
import { useHost, useTexts } from '@dating/remote-kit';

/** The way out for a failure, or nothing. */
export function SignupWayOut({ failure, email }: { failure?: ApiError; email: string }) {
  const { navigation, settings } = useHost();
  const t = useTexts();
  if (failure?.code === 'email_taken' && failure.login_possible) {
    return (
      <p>
        <RouteLink navigation={navigation} to="login" query={{ email: email.trim() }} data-testid="signup-login-link">
          {t('signup.loginWithEmail')}
        </RouteLink>
      </p>
    );
  }
  if (failure?.code === 'account_deleted' && settings.support_email) {
    return (
      <p>
        <a href={`mailto:${settings.support_email}`} data-testid="signup-support-link">
          {t('signup.contactSupport', { email: settings.support_email })}
        </a>
      </p>
    );
  }
  return null;
}
