/**
 * Bringing a deleted account back (POST /api/reactivate.php), shared by the mailed link and the
 * login offer: the answer's member goes to the session, the page to the members area, and a
 * refusal becomes the text the button shows beside it.
 */
import { useState } from 'react';
import { isApiError, type EndpointInput } from '@dating/shared-contracts';
import { useErrorText, useHost } from '@dating/remote-kit';

/** `reactivate()` sends `input`; `busy` stays on until the members page takes over. */
export function useReactivation(input: EndpointInput<'reactivate'>, query?: Record<string, string>) {
  const { api, session, navigation } = useHost();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function reactivate() {
    setBusy(true);
    setProblem(null);
    try {
      const { user } = await api.call('reactivate', input);
      if (user) session.signIn(user);
      navigation.to('members', {}, query, { replace: true });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
      setBusy(false);
    }
  }

  return { reactivate, busy, problem };
}
