/** The site-entry warning itself; loaded only when it is due (most visits never show it). */
import { Button, FictionalNotice, Modal } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useSiteTexts } from '../locale/site-texts.js';
import { useTexts } from '@dating/remote-kit';

export default function SiteEntryWarningView({ onAccept }: { onAccept: () => void }) {
  const { settings } = useServices();
  const texts = useSiteTexts();
  const t = useTexts();
  return (
    <Modal
      open
      onClose={onAccept}
      dismissible={false}
      title={t('entry.title')}
      data-testid="site-entry-warning"
      footer={
        <Button onClick={onAccept} data-testid="site-entry-accept">
          {t('entry.accept')}
        </Button>
      }
    >
      <p>{t('entry.text')}</p>
      {texts.fictional_warning && (
        <p>
          <FictionalNotice icon={settings.fictional_icon} label={texts.fictional_singular} text={texts.fictional_warning} />
        </p>
      )}
    </Modal>
  );
}
