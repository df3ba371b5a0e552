/**
 * /account-deleted: what happened (deleted, reversible for 14 days), how to come back (the mailed
 * link, or logging in within the 14 days), and with `?token=` from the mail the reactivation.
 */
import { useEffect } from 'react';
import { RouteButton, RouteLink } from '@dating/shared-ui';
import { ACCOUNT_REACTIVATION_DAYS } from '@dating/shared-contracts';
import { useHost, useTexts } from '@dating/remote-kit';
import { CardPage, LinkRow } from '../layout/card-page';
import { ReactivateByLink } from '../features/reactivation/reactivate-by-link';

/** The page after a deletion, and the reactivation link's landing. */
export function AccountDeletedPage() {
  const { route, navigation, session } = useHost();
  const t = useTexts();
  const token = route.query.token;
  // Right after a deletion the shell still holds the member whose sessions the server ended:
  // reading the member again makes it forget them (a member who is still logged in stays).
  useEffect(() => {
    if (session.get().member) void session.refresh();
  }, [session]);
  return (
    <CardPage title={t('deleted.title')} testId="account-deleted-page">
      {token ? (
        <ReactivateByLink token={token} />
      ) : (
        <>
          <p>{t('deleted.what')}</p>
          <p>{t('deleted.window', { days: ACCOUNT_REACTIVATION_DAYS })}</p>
          <p>{t('deleted.how')}</p>
        </>
      )}
      {/* Without a link from the mail, logging in is the way back: the page's one primary action. */}
      {!token && (
        <RouteButton navigation={navigation} to="login" block>
          {t('common.toLogin')}
        </RouteButton>
      )}
      <LinkRow>
        {token && (
          <RouteLink navigation={navigation} to="login">
            {t('common.toLogin')}
          </RouteLink>
        )}
        <RouteLink navigation={navigation} to="index">
          {t('deleted.home')}
        </RouteLink>
      </LinkRow>
    </CardPage>
  );
}
