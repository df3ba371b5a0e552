/** The page title prefix "(n) " with unread messages plus new likes (spec section 4). */

const PREFIX = /^\(\d+\) /;

/** The title with the count prefix; no prefix at zero. Applying it twice changes nothing. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/**
 * Keeps document.title prefixed, also after a remote sets its own title; returns the function
 * that stops watching. Call again with the new count when it changes.
 */
export function keepTitlePrefixed(doc: Document, count: number): () => void {
  const apply = () => {
    const wanted = titleWithCount(doc.title, count);
    if (doc.title !== wanted) doc.title = wanted;
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(doc.head, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}
