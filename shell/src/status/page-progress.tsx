/** The page-load bar at the top of the window. */
import { ProgressBar } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useStore } from '../shell/store.js';
import { useText } from '../i18n/use-text.js';

export function PageProgress() {
  const { progress } = useServices();
  const busy = useStore(progress);
  const t = useText();
  return <ProgressBar loading={busy} label={t('progress.label')} data-testid="page-progress" />;
}
