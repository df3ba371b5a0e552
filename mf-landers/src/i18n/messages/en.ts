/** en texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'index.title': 'Landers',
};
