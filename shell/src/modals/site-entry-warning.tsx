/** The site-entry warning modal; it must be accepted, so backdrop and Escape do not close it. */
import { Button, Modal } from '@dating/shared-ui';
import type { LayoutName } from '@dating/shared-contracts';
import { useServices, useSession } from '../shell/services.js';
import { useText } from '../i18n/use-text.js';
import { siteCountry } from '../locale/site-country.js';
import { useDismissal } from '../alerts/use-dismissal.js';
import { SITE_ENTRY_SEEN_KEY, shouldShowSiteEntryWarning } from './site-entry-rules.js';

export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const { settings } = useServices();
  const { member } = useSession();
  const t = useText();
  const [seen, accept] = useDismissal(SITE_ENTRY_SEEN_KEY);
  const open = shouldShowSiteEntryWarning({ settings, country: siteCountry(member, settings), layout, seen });
  return (
    <Modal
      open={open}
      onClose={accept}
      dismissible={false}
      title={t('entry.title')}
      data-testid="site-entry-warning"
      footer={
        <Button onClick={accept} data-testid="site-entry-accept">
          {t('entry.accept')}
        </Button>
      }
    >
      <p>{t('entry.text')}</p>
      {settings.fictional_warning && <p>{settings.fictional_warning}</p>}
    </Modal>
  );
}
