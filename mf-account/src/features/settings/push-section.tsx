/** Push notifications arrive with the app (the PWA work fills this part); until then it says so. */
import { useTexts } from '@dating/remote-kit';

/** The push part of the settings. */
export function PushSection() {
  const t = useTexts();
  return <p data-testid="push-later">{t('settings.pushLater')}</p>;
}
