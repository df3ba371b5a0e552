/** The app's root: the host props in, this app's providers around, the page for props.route.name. */
import type { ComponentType } from 'react';
import { errorText } from '@dating/shared-contracts';
import type { HostProps } from '@dating/shared-contracts';
import { Alert } from '@dating/shared-ui';
import { AccountProviders } from './providers';
import { LoginPage } from './pages/login';
import { SignupPage } from './pages/signup';
import { ActivateDonePage } from './pages/activate-done';
import { ActivateErrorPage } from './pages/activate-error';
import { ResetPasswordPage } from './pages/reset-password';
import { ResetPasswordDoPage } from './pages/reset-password-do';

/** The pages of this app by route name (the shared route table's names). */
export const ACCOUNT_PAGES: Readonly<Record<string, ComponentType>> = {
  login: LoginPage,
  signup: SignupPage,
  'activate-done': ActivateDonePage,
  'activate-error': ActivateErrorPage,
  'reset-password': ResetPasswordPage,
  'reset-password-do': ResetPasswordDoPage,
};

/** Renders the page of the current route. */
export function AccountRoot(props: HostProps) {
  const Page = ACCOUNT_PAGES[props.route.name];
  return (
    <AccountProviders host={props}>
      {Page ? (
        <Page />
      ) : (
        // The shell only mounts this app for its own routes; say so plainly if that ever breaks.
        <Alert kind="warning" data-testid="account-unknown-route">
          {errorText('not_found', props.locale)}
        </Alert>
      )}
    </AccountProviders>
  );
}
