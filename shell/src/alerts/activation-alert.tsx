/** The activation reminder (spec section 4) as a banner, with the unconfirmed member's way out (activation-ways). */
import { Alert } from '@dating/shared-ui';
import type { Member } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { ActivationWays } from './activation-ways.js';

/** The banner for `member`, who has not confirmed the address; `offers` false where the page itself offers the way out (/complete-signup). */
export function ActivationAlert({ member, offers = true }: { member: Member; offers?: boolean }) {
  const t = useTexts();
  return (
    <Alert kind="warning" data-testid="activation-alert">
      {t('alert.activation')} {offers && <ActivationWays member={member} testId="activation-alert" />}
    </Alert>
  );
}
