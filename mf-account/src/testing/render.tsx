/** Renders a feature inside this app's providers, with messages loaded, and a user-event driver. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostProps } from '@dating/shared-contracts';
import { AccountProviders } from '../providers';
import { loadMessages } from '../i18n/load-messages';

/** Renders `ui` for the given host. */
export async function renderWithHost(ui: ReactElement, host: HostProps) {
  await loadMessages(host.locale);
  const user = userEvent.setup();
  const view = render(<AccountProviders host={host}>{ui}</AccountProviders>);
  return { user, ...view };
}
