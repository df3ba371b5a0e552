/** Data access for sites, company info, interests and regions. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies, interests, regions, sitePages, sites } from '../../db/schema.js';

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SitePageRow = typeof sitePages.$inferSelect;

export function createSitesRepository(db: Database) {
  return {
    async allSites(): Promise<SiteRow[]> {
      return db.select().from(sites);
    },
    async company(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row;
    },
    async sitePage(siteId: number, token: string): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.token, token)));
      return row;
    },
    async interests() {
      return db.select().from(interests).orderBy(asc(interests.id));
    },
    async regions() {
      return db.select({ country: regions.country, name: regions.name }).from(regions).orderBy(asc(regions.country), asc(regions.name));
    },
  };
}
export type SitesRepository = ReturnType<typeof createSitesRepository>;
