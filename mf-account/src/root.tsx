/**
 * mf-account's pages by route name (the shared route table's names). Login, the usual way in,
 * comes with the app; the others load when their route is opened, so /login stays light.
 */
import { lazy } from 'react';
import type { Pages } from '@dating/remote-kit';
import { LoginPage } from './pages/login';

/** The page of each route this app owns. */
export const pages: Pages = {
  login: LoginPage,
  signup: lazy(() => import('./pages/signup').then((page) => ({ default: page.SignupPage }))),
  'complete-signup': lazy(() => import('./pages/complete-signup').then((page) => ({ default: page.CompleteSignupPage }))),
  'activate-done': lazy(() => import('./pages/activate-done').then((page) => ({ default: page.ActivateDonePage }))),
  'activate-error': lazy(() => import('./pages/activate-error').then((page) => ({ default: page.ActivateErrorPage }))),
  'reset-password': lazy(() => import('./pages/reset-password').then((page) => ({ default: page.ResetPasswordPage }))),
  'reset-password-do': lazy(() => import('./pages/reset-password-do').then((page) => ({ default: page.ResetPasswordDoPage }))),
  profile: lazy(() => import('./pages/profile').then((page) => ({ default: page.ProfilePage }))),
  notifications: lazy(() => import('./pages/notifications').then((page) => ({ default: page.NotificationsPage }))),
  'mail-change-do': lazy(() => import('./pages/mail-change-do').then((page) => ({ default: page.MailChangeDoPage }))),
  'account-deleted': lazy(() => import('./pages/account-deleted').then((page) => ({ default: page.AccountDeletedPage }))),
  complaints: lazy(() => import('./pages/complaints').then((page) => ({ default: page.ComplaintsPage }))),
};
