/** The app's root: the host props in, this app's providers around, the page for props.route.name. */
import { lazy, Suspense, type ComponentType } from 'react';
import { loadedErrorText } from '@dating/shared-contracts';
import type { HostProps } from '@dating/shared-contracts';
import { Alert } from '@dating/shared-ui';
import { AccountProviders } from './providers';
import { LoginPage } from './pages/login';

/**
 * The pages of this app by route name (the shared route table's names). Login, the usual way in,
 * comes with the app; the others load when their route is opened, so /login stays light.
 */
export const ACCOUNT_PAGES: Readonly<Record<string, ComponentType>> = {
  login: LoginPage,
  signup: lazy(() => import('./pages/signup').then((page) => ({ default: page.SignupPage }))),
  'activate-done': lazy(() => import('./pages/activate-done').then((page) => ({ default: page.ActivateDonePage }))),
  'activate-error': lazy(() => import('./pages/activate-error').then((page) => ({ default: page.ActivateErrorPage }))),
  'reset-password': lazy(() => import('./pages/reset-password').then((page) => ({ default: page.ResetPasswordPage }))),
  'reset-password-do': lazy(() => import('./pages/reset-password-do').then((page) => ({ default: page.ResetPasswordDoPage }))),
};

/** Renders the page of the current route. */
export function AccountRoot(props: HostProps) {
  const Page = ACCOUNT_PAGES[props.route.name];
  return (
    <AccountProviders host={props}>
      {Page ? (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ) : (
        // The shell only mounts this app for its own routes; say so plainly if that ever breaks.
        <Alert kind="warning" data-testid="account-unknown-route">
          {loadedErrorText('not_found', props.locale)}
        </Alert>
      )}
    </AccountProviders>
  );
}
