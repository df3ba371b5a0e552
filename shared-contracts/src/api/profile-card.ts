/**
 * The one profile card: what a viewer may see of another member's (or a fictional) profile in any
 * list: search, similar profiles, the match finder, likes, the landers' adverts. Every other shape
 * of a shown profile derives from it (`.extend` for more, `.pick` for less). The API's profiles
 * domain builds it. Browser apps import its type only (`import type`), so zod stays on the server.
 */
import { z } from 'zod';
import { GENDERS } from '../choices.js';

/** One rendition of a photo, for srcset (webp). */
export const photoSizeSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type PhotoSize = z.infer<typeof photoSizeSchema>;

/**
 * A photo as this viewer may see it. `locked`: the viewer is not premium and this is not the main
 * photo, so `sizes` holds only the blurred copy made on the server (never the sharp file's URL).
 */
export const photoSchema = z.object({
  id: z.number().int(),
  main: z.boolean(),
  locked: z.boolean(),
  sizes: z.array(photoSizeSchema),
});
export type Photo = z.infer<typeof photoSchema>;

/** A profile as a card: who, where, the fictional and paid marks, presence, and the main photo. */
export const profileCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS),
  age: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  fictional: z.boolean(),
  premium: z.boolean(),
  /** ISO time, or null when never seen. */
  last_seen: z.string().nullable(),
  /** The main photo (never locked), or null without one. */
  photo: photoSchema.nullable(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;
