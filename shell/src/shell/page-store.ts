/**
 * The page's client state: one jotai store per page, shared by the shell's React tree (through
 * jotai's Provider) and by the code outside React that host props hand to remotes.
 */
import { createStore } from 'jotai';

/** The jotai store of one page. */
export type PageStore = ReturnType<typeof createStore>;

export function createPageStore(): PageStore {
  return createStore();
}
