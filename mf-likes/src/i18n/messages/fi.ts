/** fi texts of mf-likes. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'likes.title': 'Likes',
};
