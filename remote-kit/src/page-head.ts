/**
 * A page's head in the browser: its title and description follow client-side navigation, as the
 * server wrote them into the first HTML (api/src/http/page-head.ts). A remote writes
 * `head.<route>.title` and `head.<route>.description` texts (`{site}` is the site's name) and the
 * kit applies them for the current route; a page whose title comes from its data (a site's token
 * page) calls `usePageHead` instead. Canonical, og:url and the hreflang links move to the new path.
 */
import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useHost } from './host';

/** A page's title and description in the visitor's language. */
export interface PageHeadTexts {
  title: string;
  description?: string;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

/** Moves a URL of the head to `pathname`, keeping its origin and its ?lang= choice. */
function withPath(url: string, pathname: string): string {
  try {
    const moved = new URL(url);
    moved.pathname = pathname;
    return moved.toString();
  } catch {
    return url;
  }
}

/** Writes the head of the page now at `pathname` (title, description, canonical, og:*, hreflang). */
export function applyPageHead(doc: Document, head: PageHeadTexts, pathname: string) {
  // The shell's count prefix "(n) " is re-applied by its title watcher.
  doc.title = head.title;
  if (head.description !== undefined) {
    setMeta(doc, 'name', 'description', head.description);
    setMeta(doc, 'property', 'og:description', head.description);
  }
  setMeta(doc, 'property', 'og:title', head.title);
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"][hreflang]')) {
    link.href = withPath(link.href, pathname);
  }
  const url = doc.head.querySelector<HTMLMetaElement>('meta[property="og:url"]');
  if (url) url.content = withPath(url.content, pathname);
}

/**
 * What a page rendered ahead on the server says of itself beyond its HTML: the head its data gave
 * it (a profile's name) and whether what it shows was not found, so the first answer already has
 * the right title and HTTP status (server-render.tsx reads it after the last pass).
 */
export interface PageAheadRecord {
  head?: PageHeadTexts;
  notFound?: boolean;
}

/** The record of the page being rendered on the server; null in the browser. */
export const PageAheadRecorder = createContext<PageAheadRecord | null>(null);

/** Applies `head` while the calling page is shown (null: leave the head as it is). */
export function usePageHead(head: PageHeadTexts | null) {
  const { route } = useHost();
  const title = head?.title;
  const description = head?.description;
  const record = useContext(PageAheadRecorder);
  // Effects do not run on the server: there the head is recorded while rendering (the page's own call, a later sibling of the route's, wins).
  if (record && title !== undefined) record.head = { title, ...(description !== undefined ? { description } : {}) };
  useEffect(() => {
    if (title !== undefined) applyPageHead(document, { title, description }, route.path);
  }, [title, description, route.path]);
}

/**
 * Says that what the page shows does not exist (an unknown profile): a page rendered ahead then
 * goes out as HTTP 404, not as a found page that only reads "not found".
 */
export function usePageNotFound(notFound: boolean) {
  const record = useContext(PageAheadRecorder);
  if (record && notFound) record.notFound = true;
}

/** The current route's head from the app's `head.<route>.*` texts, when it has them. */
export function useRouteHead(): PageHeadTexts | null {
  const { route, settings } = useHost();
  const intl = useIntl();
  const titleKey = `head.${route.name}.title`;
  const descriptionKey = `head.${route.name}.description`;
  if (!(titleKey in intl.messages)) return null;
  // The same values the server fills in (api/src/http/page-head.ts): the site's name and its home-page texts.
  const values = { site: settings.name, index_title: settings.index_title || settings.name, site_description: settings.description ?? '' };
  return {
    title: intl.formatMessage({ id: titleKey }, values),
    description: descriptionKey in intl.messages ? intl.formatMessage({ id: descriptionKey }, values) : undefined,
  };
}
