/**
 * Data access for signup: the existing account of an address, and creating a member in one go
 * (the profile through the profiles domain, in the same transaction).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Gender, Seeking } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { members, trackingData } from '../../db/schema.js';
import { transaction, type Transaction } from '../../db/transaction.js';
import type { ProfilesService } from '../profiles/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export interface NewMember {
  siteId: number;
  email: string;
  passwordHash: string;
  language: string;
  profile: {
    name: string;
    gender: Gender;
    seeking: Seeking | null;
    country: string;
    dateOfBirth: string;
    about: string | null;
    niche: number;
  };
  tracking: { network: string | null; ref: string | null; sub1: string | null; sub2: string | null; sub3: string | null } | null;
}

/** Signup queries over the database; `profiles` creates the new member's profile. */
export function createSignupRepository(db: Database, profiles: Pick<ProfilesService, 'addForMember'>) {
  return {
    /** The account that already holds this address on the site, if any (deleted ones included). */
    async existing(siteId: number, email: string) {
      const [row] = await db
        .select({ id: members.id, status: members.status, deletedAt: members.deletedAt })
        .from(members)
        .where(and(eq(members.siteId, siteId), sql`lower(${members.email}) = ${email.toLowerCase()}`));
      return row;
    },

    /**
     * Member, profile and tracking data in one transaction, with what `alsoDo` adds to it for the
     * new member (the signup credits): all or nothing. Null when the address was taken meanwhile
     * (a concurrent signup won the unique index members_site_email).
     */
    async create(input: NewMember, alsoDo: (tx: Transaction, memberId: number) => Promise<void>): Promise<number | null> {
      try {
        return await transaction(db, async (tx) => {
          const [member] = await tx
            .insert(members)
            .values({
              siteId: input.siteId,
              email: input.email,
              passwordHash: input.passwordHash,
              status: 'not_confirmed',
              language: input.language,
            })
            .returning({ id: members.id });
          const memberId = member!.id;
          await profiles.addForMember(tx, memberId, input.profile);
          if (input.tracking) await tx.insert(trackingData).values({ ...input.tracking, memberId });
          await alsoDo(tx, memberId);
          return memberId;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'members_site_email')) return null;
        throw error;
      }
    },
  };
}
export type SignupRepository = ReturnType<typeof createSignupRepository>;
