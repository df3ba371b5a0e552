/** The page-load bar at the top of the window. */
import { ProgressBar } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useStore } from '../shell/store.js';
import { useTexts } from '@dating/remote-kit';

export function PageProgress() {
  const { progress } = useServices();
  const busy = useStore(progress);
  const t = useTexts();
  return <ProgressBar loading={busy} label={t('progress.label')} data-testid="page-progress" />;
}
