/**
 * Bringing a deleted account back (POST /api/reactivate.php), shared by the mailed link and the
 * login offer: the answer's member goes to the session, the page to the members area, and a
 * refusal becomes the text the button shows beside it.
 */
import { useState } from 'react';
import { isApiError, type EndpointInput } from '@dating/shared-contracts';
import { useErrorText, useHost, useSubmission } from '@dating/remote-kit';

/** `reactivate()` sends `input`; `busy` stays on until the members page takes over. */
export function useReactivation(input: EndpointInput<'reactivate'>, query?: Record<string, string>) {
  const { api, session, navigation } = useHost();
  const errorText = useErrorText();
  const { submitting, run } = useSubmission();
  // A link's token holds once: a second press after success could only fail.
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const reactivate = () =>
    run(async () => {
      setProblem(null);
      try {
        const { user } = await api.call('reactivate', input);
        setLeaving(true);
        if (user) session.signIn(user);
        navigation.to('members', {}, query, { replace: true });
      } catch (error) {
        setProblem(isApiError(error) ? error.message : errorText('generic'));
      }
    });

  return { reactivate, busy: submitting || leaving, problem };
}
