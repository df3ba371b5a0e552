/** The installed app's icon badge shows unread messages plus new likes; failures are ignored (spec section 8). */

interface BadgingNavigator {
  setAppBadge?(count?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/** Sets (or clears at zero) the app badge where the browser supports it. */
export function showAppBadge(count: number, nav: BadgingNavigator = navigator as BadgingNavigator): void {
  try {
    const pending = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    pending?.catch(() => undefined);
  } catch {
    // Not allowed here (e.g. not installed, or a permissions policy): the badge is a nicety.
  }
}
