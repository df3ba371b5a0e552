/** Query flags of spec section 3 that mf-likes' companion reads: `t` (like popup delay) and `lb` (page-bounce logging). */

/** The `t` query as whole seconds, or null when absent or not a number. */
export function popupDelaySeconds(query: Record<string, string>): number | null {
  if (query.t === undefined) return null;
  const seconds = Number(query.t);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 3600) : null;
}

/** Removes `t` from the address bar without a new history entry (and without a navigation). */
export function dropPopupQuery(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('t')) return;
  url.searchParams.delete('t');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Sends the page-hidden beacon (empty JSON body) whenever the page is hidden; returns the function that stops. */
export function logPageBounces(doc: Document = document, nav: Navigator = navigator): () => void {
  const onChange = () => {
    if (doc.visibilityState !== 'hidden') return;
    const body = new Blob(['{}'], { type: 'application/json' });
    // A beacon survives the page going away; without one the bounce is simply not logged.
    if (typeof nav.sendBeacon === 'function') nav.sendBeacon('/api/page-hidden.php', body);
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
