/** Storage of page bounces (spec section 7's page-hidden beacon). */
import type { Database } from '../../db/database.js';
import { pageBounces } from '../../db/schema.js';

export function createPageBouncesRepository(db: Database) {
  return {
    async add(bounce: { siteId: number; memberId: number | null; page: string; at: Date }): Promise<void> {
      await db.insert(pageBounces).values({ siteId: bounce.siteId, memberId: bounce.memberId, page: bounce.page, createdAt: bounce.at });
    },
  };
}
export type PageBouncesRepository = ReturnType<typeof createPageBouncesRepository>;
