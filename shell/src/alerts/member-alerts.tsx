/**
 * Warning banners of the default layout, for logged-in members only (spec section 4): the
 * activation reminder (a modal on a smartphone right after an API signup) and the profile-photo
 * alert, whose dismissal is remembered under hide-enrich-alert, and the disabled-notifications
 * alert (some e-mails switched off), remembered under hide-disabled-notifications-alert.
 */
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { Alert } from '@dating/shared-ui';
import { DISMISSAL_KEYS, href, type CurrentRoute } from '@dating/shared-contracts';
import { useMember } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';
import { API_SIGNUP_COMPLETE_QUERY, hasDisabledNotifications, needsActivation, needsProfilePhoto } from './alert-rules.js';
import { useDismissal } from './use-dismissal.js';
import { ActivationAlert } from './activation-alert.js';

const SMARTPHONE = '(max-width: 767px)';
const ActivationModal = lazy(() => import('./activation-modal.js'));

const Stack = styled.div`
  display: grid;
  gap: 8px;
  max-width: 1200px;
  margin: 12px auto 0;
  padding: 0 12px;
  &:empty {
    display: none;
  }
`;

function isSmartphone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SMARTPHONE).matches;
}

export function MemberAlerts({ route }: { route: CurrentRoute | null }) {
  const member = useMember();
  const t = useTexts();
  const [photoDismissed, dismissPhoto] = useDismissal(DISMISSAL_KEYS.enrich);
  const [mailDismissed, dismissMail] = useDismissal(DISMISSAL_KEYS.disabledNotifications);
  const [activationModalClosed, setActivationModalClosed] = useState(false);
  if (!member) return null;

  const activation = needsActivation(member);
  const activationAsModal = activation && Boolean(route?.query[API_SIGNUP_COMPLETE_QUERY]) && isSmartphone();

  return (
    <Stack data-testid="member-alerts">
      {activation && !activationAsModal && <ActivationAlert member={member} offers={route?.name !== 'complete-signup'} />}
      {activationAsModal && !activationModalClosed && (
        <Suspense fallback={null}>
          <ActivationModal member={member} onClose={() => setActivationModalClosed(true)} />
        </Suspense>
      )}
      {needsProfilePhoto(member) && !photoDismissed && (
        <Alert kind="info" onDismiss={dismissPhoto} dismissLabel={t('common.close')} data-testid="profile-photo-alert">
          {t('alert.photo')} <Link to={href('profile')}>{t('alert.photoAction')}</Link>
        </Alert>
      )}
      {hasDisabledNotifications(member) && !mailDismissed && (
        <Alert kind="info" onDismiss={dismissMail} dismissLabel={t('common.close')} data-testid="disabled-notifications-alert">
          {t('alert.mailOff')} <Link to={href('notifications')}>{t('alert.mailOffAction')}</Link>
        </Alert>
      )}
    </Stack>
  );
}
