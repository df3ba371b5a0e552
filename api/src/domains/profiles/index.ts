/**
 * The profiles domain's public face: the one visibility rule, the card (its columns, main photo
 * and photo rules) and the profile's status. Search builds its statements from these pieces;
 * likes, landers and every status change (signup, activation, deletion, staff) use the service.
 */
import type { Database } from '../../db/database.js';
import { createProfilesRepository } from './repository.js';
import { createProfilesService, type ProfilesNeeds } from './service.js';

export type { ProfilesService, CardSite } from './service.js';
export type { NewMemberProfile } from './repository.js';
export { visibleTo, type Viewer } from './visibility.js';
export { ageOn, cardColumns, mainPhoto, profileCard, type CardRow } from './card.js';
export { photoFor } from './photos.js';

/** Wires the profiles service (no routes: its cards reach members through search, likes and landers). */
export function createProfiles(db: Database, needs: ProfilesNeeds = {}) {
  return createProfilesService(createProfilesRepository(db), needs);
}
