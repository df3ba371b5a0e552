/** pl texts of mf-search. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'members.title': 'Search',
};
