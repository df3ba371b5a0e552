/** Data access for the member's settings: e-mail preferences and the password hash. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { members } from '../../db/schema.js';

export function createAccountSettingsRepository(db: Database) {
  return {
    async passwordHash(memberId: number): Promise<string | null> {
      const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, memberId));
      return row?.hash ?? null;
    },
    async setPasswordHash(memberId: number, passwordHash: string): Promise<void> {
      await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    },
    async setNotificationsDisabled(memberId: number, kinds: string[]): Promise<void> {
      await db.update(members).set({ notificationsDisabled: kinds }).where(eq(members.id, memberId));
    },
  };
}
export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
