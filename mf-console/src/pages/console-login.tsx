/**
 * /console/login: a staff member logs in with their staff account (POST /api/staff-session.php).
 * A member's account is no staff account: the answer refuses it like a wrong password. On success
 * the staff layout reads the session again and the console's start page opens.
 */
import { Button, FormField } from '@dating/shared-ui';
import { FormError, useHost, useLoginForm, useTexts } from '@dating/remote-kit';
import { useSWRConfig } from 'swr';
import { ConsolePage } from '../layout/console-page';

/** The staff login page. */
export function ConsoleLoginPage() {
  const { api, bus, navigation } = useHost();
  const t = useTexts();
  const { mutate } = useSWRConfig();
  const { errors, submitting, onSubmit, formRef, email, setEmail, password, setPassword } = useLoginForm(async (input) => {
    await api.call('staffLogin', input);
    // Every reader of the staff session (this remote's pages and the shell's bar) asks again.
    await mutate(() => true, undefined, { revalidate: true });
    bus.emit('staff:session', {});
    navigation.to('console', {}, undefined, { replace: true });
  });
  return (
    <ConsolePage title={t('login.title')} testId="console-login-page" narrow>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        <FormField label={t('login.email')} type="email" name="email" autoComplete="username" inputMode="email" value={email}
          onChange={(event) => setEmail(event.target.value)} error={errors.fields.email} testId="console-login-email" />
        <FormField label={t('login.password')} type="password" name="password" autoComplete="current-password" value={password}
          onChange={(event) => setPassword(event.target.value)} error={errors.fields.password} testId="console-login-password" />
        <FormError message={errors.form} />
        <Button type="submit" block loading={submitting} data-testid="console-login-submit">
          {t('login.submit')}
        </Button>
      </form>
    </ConsolePage>
  );
}
