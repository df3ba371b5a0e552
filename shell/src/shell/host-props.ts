/** The one typed object a remote receives (a remote reads no globals of the shell), built from the shell's services. */
import type { CurrentRoute, HostProps, Locale } from '@dating/shared-contracts';
import contractsPackage from '../../../shared-contracts/package.json';
import type { ShellServices } from './services.js';
import { widgetHostFor } from '../remotes/widget-host.js';

/** The shared-contracts version this shell was built against (remotes may compare). */
export const CONTRACTS_VERSION: string = contractsPackage.version;

export function buildHostProps(services: ShellServices, route: CurrentRoute, locale: Locale): HostProps {
  return {
    route,
    navigation: services.navigation,
    session: services.session,
    settings: services.settings,
    locale,
    setLocale: (next) => void services.locale.set(next),
    api: services.api,
    bus: services.bus,
    serverEvents: services.serverEvents,
    staffEvents: services.staffEvents,
    installed: services.installed,
    contractsVersion: CONTRACTS_VERSION,
    widgets: widgetHostFor(services),
  };
}
