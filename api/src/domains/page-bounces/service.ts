/**
 * Page-bounce logging (`?lb`): the page sends an empty beacon when it is hidden; the page is the
 * beacon's Referer, kept as path and query of this site only, with the member (or none: a visitor).
 */
import type { PageBouncesRepository } from './repository.js';

/** Longest page path kept (a Referer is the caller's text). */
const MAX_PAGE_LENGTH = 500;

/** The path and query of a same-site Referer, or undefined for none or another site's. */
export function pageOf(referer: string | undefined, host: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.host !== host) return undefined;
    return `${url.pathname}${url.search}`.slice(0, MAX_PAGE_LENGTH);
  } catch {
    return undefined;
  }
}

export function createPageBouncesService(repository: PageBouncesRepository, needs: { now: () => Date }) {
  return {
    /** Stores one bounce; a beacon without a page of this site is ignored (nothing to learn from it). */
    async record(siteId: number, memberId: number | null, referer: string | undefined, host: string): Promise<void> {
      const page = pageOf(referer, host);
      if (page === undefined) return;
      await repository.add({ siteId, memberId, page, at: needs.now() });
    },
  };
}
export type PageBouncesService = ReturnType<typeof createPageBouncesService>;
