/**
 * Sample data for a first start: company, sites, interests, regions, fictional profiles with
 * generated avatars and (outside production) demo members and demo staff. An already seeded
 * database is left alone.
 */
import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { companies, sites } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { createCreditLedger } from '../domains/credits/index.js';
import { createDomainEvents } from '../domains/events.js';
import { createServerEvents } from '../domains/server-events/index.js';
import { seedPhotos, sharePhotos } from './photos.js';
import { cloneFictionalProfiles } from './bulk-profiles.js';
import { seedCompany } from './company.js';
import { seedDemoMembers } from './demo-members.js';
import { seedDemoStaff } from './demo-staff.js';
import { DEFAULT_FICTIONAL_PROFILES, seedFictionalProfiles } from './fictional-profiles.js';
import { seedInterests } from './interests.js';
import { seedRegions } from './regions.js';
import { seedSitePages } from './site-pages.js';
import { DEFAULT_DOMAIN, publicDomainOf, seedSites } from './sites.js';

export { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-members.js';
export { DEMO_STAFF } from './demo-staff.js';
export { AVATAR_CREDIT } from './avatars.js';
export { DEFAULT_FICTIONAL_PROFILES } from './fictional-profiles.js';

export interface SeedOptions {
  /** Folder for generated avatars; profile_images paths are relative to it. */
  mediaDir: string;
  /** Production gets no demo members and no demo staff. */
  production: boolean;
  /** PUBLIC_ORIGIN: its host, when public, becomes the default site's public domain (legal texts name it). */
  publicOrigin?: string;
  /** Number of fictional profiles (default 520). */
  profiles?: number;
  /**
   * How many of the sample profiles get photos of their own (default: every one); the others share
   * theirs. Rendering is nearly all of a seed's time: load tests set a few dozen.
   */
  photoProfiles?: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  /** False when the database already had sites and nothing was written. */
  created: boolean;
  fictionalProfiles: number;
  /** E-mail addresses of the demo members created (empty in production). */
  demoMembers: string[];
  /** E-mail addresses of the demo staff created (empty in production). */
  demoStaff: string[];
  /** Wall time of the whole seed, in milliseconds. */
  ms: number;
}

/** Any fixed number: the key of the advisory lock that makes concurrent first starts seed once. */
const SEED_LOCK_KEY = 741_300_001;

/** Seeds an empty database; does nothing when it already has sites. */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const count = options.profiles ?? DEFAULT_FICTIONAL_PROFILES;
  const started = performance.now();
  const now = new Date();
  let step = started;
  const done = (what: string) => {
    const at = performance.now();
    log(`seed: ${what} (${Math.round(at - step)} ms)`);
    step = at;
  };

  // The demo members' credits go through the ledger like any others. No API process runs yet, so
  // no stream waits for their events and nothing needs to hear of them beyond this process.
  const credits = createCreditLedger(db, { serverEvents: createServerEvents(db, { redisUrl: '', databaseUrl: '' }), events: createDomainEvents() });

  // One transaction: a failure leaves no half-seeded database behind, and the advisory lock makes
  // a second API process starting on the same PostgreSQL wait, then find the sites and skip.
  const outcome = await transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: sites.id }).from(sites).limit(1);
    if (existing) return null;

    await fs.mkdir(options.mediaDir, { recursive: true });
    const companyId = await seedCompany(tx);
    const siteIds = await seedSites(tx, companyId, publicDomainOf(options.publicOrigin));
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const pageCount = await seedSitePages(tx, await tx.select({ id: sites.id, name: sites.name }).from(sites), company!.name);
    done(`company, ${siteIds.size} sites and ${pageCount} token pages`);
    const interestCount = await seedInterests(tx);
    const regionCount = await seedRegions(tx);
    done(`${interestCount} interests and ${regionCount} regions`);
    // Above the default count, the default set is rendered and the rest are SQL copies of it.
    const subjects = await seedFictionalProfiles(tx, Math.min(count, DEFAULT_FICTIONAL_PROFILES), now);
    done(`${subjects.length} fictional profiles`);
    const rendered = subjects.slice(0, Math.max(1, options.photoProfiles ?? subjects.length));
    const photos = await seedPhotos(tx, options.mediaDir, rendered);
    done(`${photos} photos of ${rendered.length} profiles in ${options.mediaDir}`);
    if (rendered.length < subjects.length) {
      await sharePhotos(tx, rendered.map((s) => s.id), subjects.slice(rendered.length).map((s) => s.id));
      done(`${subjects.length - rendered.length} profiles share those photos`);
    }
    const copies = await cloneFictionalProfiles(tx, count - subjects.length);
    if (copies) done(`${copies} more profiles copied from them, sharing their photos`);
    let demoMembers: string[] = [];
    let demoStaff: string[] = [];
    if (!options.production) {
      demoMembers = await seedDemoMembers(tx, { siteId: siteIds.get(DEFAULT_DOMAIN)!, mediaDir: options.mediaDir, now, credits });
      done(`demo members ${demoMembers.join(', ')}`);
      demoStaff = await seedDemoStaff(tx);
      done(`demo staff ${demoStaff.join(', ')}`);
    }
    return { fictionalProfiles: subjects.length + copies, demoMembers, demoStaff };
  });

  if (outcome && outcome.fictionalProfiles > DEFAULT_FICTIONAL_PROFILES) {
    // After a bulk load: mark the new pages all-visible (what autovacuum would do later, and PGlite
    // never does), so searches count their totals from the index alone from the first request.
    await db.execute(sql`vacuum analyze profiles, profile_images`);
    done('vacuum after the bulk load');
  }
  const ms = Math.round(performance.now() - started);
  if (!outcome) {
    log('seed: the database already has sites; nothing to do');
    return { created: false, fictionalProfiles: 0, demoMembers: [], demoStaff: [], ms };
  }
  log(`seed: done in ${ms} ms`);
  return { created: true, ...outcome, ms };
}
