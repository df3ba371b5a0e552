/** Shapes of the landers' API: the sample profiles an advertising page shows, and one member as the hook. */
import { z } from 'zod';
import { inputText, queryRecordId } from './input.js';
import { profileCardSchema } from './profile-card.js';

// The plain values live in the zod-free lander-niches.ts (the landers read them in the browser).
export * from './lander-niches.js';

/** GET /api/lander.php: the niche the lander's slug names (1 none … 7 gay), and the visitor's country first. */
export const landerProfilesQuerySchema = z.strictObject({
  niche: z.coerce.number().int().min(1).max(7).default(1),
  country: inputText().regex(/^[A-Za-z]{2}$/).transform((c) => c.toUpperCase()).optional(),
});
export type LanderProfilesQuery = z.input<typeof landerProfilesQuerySchema>;

/** GET /api/lander.php answer: fictional profiles of the niche with a photo, in a fixed order. */
export const landerProfilesAnswerSchema = z.object({ profiles: z.array(profileCardSchema) });
export type LanderProfilesAnswer = z.infer<typeof landerProfilesAnswerSchema>;

/** GET /api/lander-member.php?id=: the profile a member landing is about. */
export const landerMemberQuerySchema = z.strictObject({ id: queryRecordId });

/** GET /api/lander-member.php answer (404 when the profile cannot be a hook). */
export const landerMemberAnswerSchema = z.object({ profile: profileCardSchema });
export type LanderMemberAnswer = z.infer<typeof landerMemberAnswerSchema>;
