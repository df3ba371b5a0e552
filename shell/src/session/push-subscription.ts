/** Whether this browser holds a push subscription (it then refetches the member less often). */

/** True when a service worker registration has a push subscription; false when unsupported. */
export async function isPushSubscribed(nav: Navigator = navigator): Promise<boolean> {
  try {
    if (!('serviceWorker' in nav)) return false;
    // getRegistration answers at once; serviceWorker.ready would wait forever without a worker.
    const registration = await nav.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    return Boolean(subscription);
  } catch {
    return false;
  }
}
