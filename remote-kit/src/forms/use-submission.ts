/** One submission at a time: the form is busy while a call runs, and a second submit is ignored. */
import { useCallback, useRef, useState } from 'react';

/** Runs submit tasks one at a time and says whether one is running. */
export function useSubmission(): { submitting: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  // The ref guards against two submits in the same tick (before the busy state re-renders).
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}
