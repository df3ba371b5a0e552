/** Renders a remote's feature inside the kit's providers, texts loaded, with a user-event driver. */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { HostProps } from '@dating/shared-contracts';
import { RemoteProviders } from '../providers';
import type { MessageLoader } from '../messages';

/** Renders `ui` for `host` with the app's texts (`messages`: the remote's loader, e.g. `remote.messages`). */
export async function renderRemote(ui: ReactElement, host: HostProps, messages: MessageLoader) {
  await messages.load(host.locale);
  const user = userEvent.setup();
  let view!: ReturnType<typeof render>;
  // Lets a lazy page or a first-time text load settle (React retries the suspended tree).
  await act(async () => {
    // Each render gets its own swr cache, so one test's answers never show in the next.
    view = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RemoteProviders host={host} messages={messages}>
          {ui}
        </RemoteProviders>
      </SWRConfig>,
    );
  });
  return { user, ...view };
}
