/** The Navigation of host props: remotes move between pages through the shell's router. */
import { href, type Navigation } from '@dating/shared-contracts';

/** The router call the shell navigates with (react-router's router.navigate). */
export type Navigate = (to: string | number, options?: { replace?: boolean }) => unknown;

/** Whether a path leaves this site (then the browser loads it). */
function isExternal(path: string, origin: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:/i.test(path) && !path.startsWith('//')) return false;
  try {
    return new URL(path, origin).origin !== origin;
  } catch {
    return true;
  }
}

export function createNavigation(navigate: Navigate, win: Pick<Window, 'location'> = window): Navigation {
  return {
    to(name, params, query, options) {
      void navigate(href(name, params, query), { replace: options?.replace });
    },
    toPath(path, options) {
      if (isExternal(path, win.location.origin)) {
        if (options?.replace) win.location.replace(path);
        else win.location.assign(path);
        return;
      }
      const url = new URL(path, win.location.origin);
      void navigate(url.pathname + url.search + url.hash, { replace: options?.replace });
    },
    back() {
      void navigate(-1);
    },
  };
}
