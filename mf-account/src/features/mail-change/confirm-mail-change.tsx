/**
 * Uses the link of an e-mail change (PUT /api/mail-change.php {token}) once, on opening: the
 * confirmation sets the new address, the undo link puts the old one back. A used or expired
 * link says so, with the way to settings.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, RouteLink } from '@dating/shared-ui';
import { isApiError, type EndpointAnswer } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';

type Outcome = { state: 'busy' } | { state: 'done'; answer: EndpointAnswer<'confirmMailChange'> } | { state: 'failed'; message: string };

/** The result of the link in the URL's `token`. */
export function ConfirmMailChange() {
  const { api, route, session, navigation } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const token = route.query.token ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'busy' });
  const sent = useRef(false);

  useEffect(() => {
    // A token is spent on first use: send it once, also under StrictMode's double effect.
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setOutcome({ state: 'failed', message: errorText('mail_change_link_invalid') });
      return;
    }
    api.call('confirmMailChange', { token }).then(
      (answer) => {
        setOutcome({ state: 'done', answer });
        void session.refresh();
      },
      (error) => setOutcome({ state: 'failed', message: isApiError(error) ? error.message : errorText('generic') }),
    );
  }, [api, token, session, errorText]);

  if (outcome.state === 'busy') return <p role="status">{t('mailChange.busy')}</p>;
  const toSettings = (
    <RouteLink navigation={navigation} to={session.get().member ? 'notifications' : 'login'}>
      {t(session.get().member ? 'mailChange.toSettings' : 'common.toLogin')}
    </RouteLink>
  );
  if (outcome.state === 'failed') {
    return (
      <>
        <Alert kind="danger" data-testid="mail-change-failed">
          {outcome.message}
        </Alert>
        <p>{toSettings}</p>
      </>
    );
  }
  return (
    <>
      <Alert kind="success" data-testid="mail-change-done">
        {t(outcome.answer.undone ? 'mailChange.undone' : 'mailChange.done', { email: outcome.answer.email })}
      </Alert>
      <p>{toSettings}</p>
    </>
  );
}
