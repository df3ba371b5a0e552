/**
 * /activate/done: the activation link worked; the account is confirmed. Opened again (the API
 * sends ?already=1) it says once, plainly, that the account was confirmed already, with the way on.
 */
import { Alert, Button } from '@dating/shared-ui';
import { CardPage } from '../layout/card-page';
import { useHost, useMember, useTexts } from '@dating/remote-kit';

/** The account-confirmed page; `already` when the account had been confirmed before. */
export function ActivateDonePage({ already = false }: { already?: boolean }) {
  const { navigation, route } = useHost();
  const member = useMember();
  const t = useTexts();
  const again = already || route.query.already === '1';
  return (
    <CardPage title={t('activateDone.title')} testId="activate-done-page">
      {again ? (
        <Alert kind="info" data-testid="activate-already">
          {t('activate.alreadyConfirmed')}
        </Alert>
      ) : (
        <Alert kind="success">{t('activateDone.text')}</Alert>
      )}
      {member ? (
        <Button block onClick={() => navigation.to('members')} data-testid="activate-done-continue">
          {t('common.toMembers')}
        </Button>
      ) : (
        <Button block onClick={() => navigation.to('login')} data-testid="activate-done-login">
          {t('common.toLogin')}
        </Button>
      )}
    </CardPage>
  );
}
