/** /activate/done: the activation link worked; the account is confirmed. */
import { Alert, Button } from '@dating/shared-ui';
import { CardPage } from '../layout/card-page';
import { useHost, useMember, useTexts } from '@dating/remote-kit';

/** The account-confirmed page. */
export function ActivateDonePage() {
  const { navigation } = useHost();
  const member = useMember();
  const t = useTexts();
  return (
    <CardPage title={t('activateDone.title')} testId="activate-done-page">
      <Alert kind="success">{t('activateDone.text')}</Alert>
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
