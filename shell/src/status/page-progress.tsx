/** The page-load bar at the top of the window. */
import { useAtomValue } from 'jotai';
import { ProgressBar } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { loadingAtom } from './progress.js';

export function PageProgress() {
  const busy = useAtomValue(loadingAtom);
  const t = useTexts();
  return <ProgressBar loading={busy} label={t('progress.label')} data-testid="page-progress" />;
}
