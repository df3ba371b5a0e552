/** A remembered dismissal as React state. */
import { useCallback, useState } from 'react';
import { browserStorage, isDismissed, rememberDismissal } from './dismissal.js';

export function useDismissal(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => {
    const storage = browserStorage();
    return storage ? isDismissed(storage, key) : false;
  });
  const dismiss = useCallback(() => {
    const storage = browserStorage();
    if (storage) rememberDismissal(storage, key);
    setDismissed(true);
  }, [key]);
  return [dismissed, dismiss];
}
