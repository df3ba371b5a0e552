/**
 * The shell's WidgetHost (host props `widgets`): any app's <Widget name=…> (remote kit) hands the
 * shell an element, and the shell mounts the declared remote's module there through its own
 * loader, in a RemoteSlot, so a widget fails, is slow and retries exactly like a page. The slot is
 * a small React root of the shell's own (services, the page store, theme, the shell's texts for the fallback),
 * since the element may sit inside another app's React root. Widgets wait for the visit's first
 * page to settle (services.firstPageSettled).
 */
import { createRoot, type Root } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { WIDGETS, type WidgetHost, type WidgetRequest } from '@dating/shared-contracts';
import { ThemeProvider } from '@dating/shared-ui';
import { LocalizedIntl } from '../locale/intl.js';
import { loadMessages } from '../i18n/messages.js';
import { ServicesProvider, type ShellServices } from '../shell/services.js';
import { RemoteSlot } from './remote-slot.js';

function WidgetSlot({ services, request, texts }: { services: ShellServices; request: WidgetRequest; texts: Parameters<typeof LocalizedIntl>[0]['initial'] }) {
  const { remote, exposed, inline } = WIDGETS[request.name];
  return (
    <ServicesProvider services={services}>
      <JotaiProvider store={services.store}>
        <ThemeProvider>
          <LocalizedIntl initial={texts}>
            <RemoteSlot app={remote} exposed={exposed} hostProps={request.host} extraProps={request.props} compact={inline} />
          </LocalizedIntl>
        </ThemeProvider>
      </JotaiProvider>
    </ServicesProvider>
  );
}

/**
 * Mounts widgets with the shell's services; with `waitForFirstPage` (the default) a widget waits
 * for the visit's first page to settle before its remote loads.
 */
export function createWidgetHost(services: ShellServices, waitForFirstPage = true): WidgetHost {
  const settled = waitForFirstPage ? services.firstPageSettled : Promise.resolve();
  return {
    mount(element, first) {
      let request = first;
      let root: Root | null = null;
      let gone = false;
      const locale = services.locale.get();
      // The fallback's texts are the shell's: load them (normally already here) before the first
      // render. A widget on the visit's first page waits for that page to settle: another team's
      // part (a like button on each result) loads after the page is usable, not with it.
      const texts = Promise.all([loadMessages(locale), settled]).then(([messages]) => ({ locale, messages }));
      const render = () =>
        void texts.then((initial) => {
          if (gone) return;
          root ??= createRoot(element);
          root.render(<WidgetSlot services={services} request={request} texts={initial} />);
        });
      render();
      return {
        update(next) {
          request = next;
          render();
        },
        unmount() {
          gone = true;
          // React forbids unmounting a root while another root renders: let the caller's commit end first.
          const current = root;
          if (current) queueMicrotask(() => current.unmount());
        },
      };
    },
  };
}

const hosts = new WeakMap<ShellServices, WidgetHost>();
const immediateHosts = new WeakMap<ShellServices, WidgetHost>();

/**
 * The one WidgetHost of a set of services (host props stay equal between renders). `atOnce`: one
 * that never waits for the first page, for a caller that has chosen its own moment (the likes
 * companion, which `?t` and `?lb` need from the page's first moment).
 */
export function widgetHostFor(services: ShellServices, atOnce = false): WidgetHost {
  const cache = atOnce ? immediateHosts : hosts;
  let host = cache.get(services);
  if (!host) {
    host = createWidgetHost(services, !atOnce);
    cache.set(services, host);
  }
  return host;
}
