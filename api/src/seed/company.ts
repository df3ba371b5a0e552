/** The fictional company behind the sample sites (spec section 3, "Company info"). */
import type { Database } from '../db/database.js';
import { companies } from '../db/schema.js';

/** Brand names the company trades under; every seeded site uses one of them. */
export const TRADENAMES = [
  'Flirtpunt', 'HeartHarbour', 'Frauenherz', 'Velvet Rope', 'Courbes Câlines', 'Argento Amore',
  'Madura Chat', 'Regnbågsflirt', 'Flirtpunt Privé',
] as const;

/** Inserts the company; returns its id. */
export async function seedCompany(db: Database): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      name: 'Lindeboom Online B.V.',
      address: 'Keizersgracht 482',
      kvk: '87654321',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: [...TRADENAMES],
      vatNumbers: ['NL864512379B01'],
      // Written the way people type it; the API strips dashes and spaces (spec section 5).
      supportPhone: '+31 20-794 6100',
      // Percentage offered to a member who starts deleting the account.
      deleteDiscount: 50,
      // Before 2023-12-01 12:00 UTC, so the spec's default terms version date applies.
      added: new Date('2021-04-12T09:00:00Z'),
    })
    .returning({ id: companies.id });
  return row!.id;
}
