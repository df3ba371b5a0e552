// Written by scripts/endpoints.mjs from the declaration files of this folder: do not edit, run `npm run endpoints`.
import { accountEndpoints } from './account.js';
import { chatEndpoints } from './chat.js';
import { creditsEndpoints } from './credits.js';
import { landersEndpoints } from './landers.js';
import { likesEndpoints } from './likes.js';
import { liveEndpoints } from './live.js';
import { memberModerationEndpoints } from './member-moderation.js';
import { membersEndpoints } from './members.js';
import { moderationEndpoints } from './moderation.js';
import { operatorsEndpoints } from './operators.js';
import { paymentsEndpoints } from './payments.js';
import { photoReviewEndpoints } from './photo-review.js';
import { searchEndpoints } from './search.js';
import { signupEndpoints } from './signup.js';
import { siteEndpoints } from './site.js';
import { staffEndpoints } from './staff.js';

/** Every endpoint by name. */
export const ENDPOINTS = {
  ...accountEndpoints,
  ...chatEndpoints,
  ...creditsEndpoints,
  ...landersEndpoints,
  ...likesEndpoints,
  ...liveEndpoints,
  ...memberModerationEndpoints,
  ...membersEndpoints,
  ...moderationEndpoints,
  ...operatorsEndpoints,
  ...paymentsEndpoints,
  ...photoReviewEndpoints,
  ...searchEndpoints,
  ...signupEndpoints,
  ...siteEndpoints,
  ...staffEndpoints,
};
