// Written by scripts/endpoints.mjs from the declaration files of this folder: do not edit, run `npm run endpoints`.
/**
 * Where each endpoint lives (method, path, member-only flag) without its zod schemas: what the
 * front end's API client needs to call an endpoint by name. The browser never validates with the
 * schemas (the API checks input and answer), so keeping them out of this map keeps zod (~30 KB
 * gzip per app) out of every front-end bundle; the types still come from the schemas, through
 * `import type`. `satisfies EndpointRoutes` makes the compiler refuse a missing, extra or
 * different entry, and a contracts test holds it equal to ENDPOINTS.
 */
import type { EndpointName, Endpoints } from './index.js';

/** An endpoint's address, member flag and client options (load once, upload field), exactly as declared in ENDPOINTS. */
export type EndpointRoute<N extends EndpointName> = Pick<Endpoints[N], 'method' | 'path' | 'member' | Extract<keyof Endpoints[N], 'loadOnce' | 'upload'>>;

/** The schema-free map's type: one entry per declared endpoint. */
export type EndpointRoutes = { readonly [N in EndpointName]: EndpointRoute<N> };

/** Every endpoint's method, path and member flag by name (the front end calls through this). */
export const ENDPOINT_ROUTES = {
  // account.ts
  ownProfile: { method: 'GET', path: '/api/my-profile.php', member: true },
  saveProfile: { method: 'PUT', path: '/api/profile.php', member: true },
  ownPhotos: { method: 'GET', path: '/api/photos.php', member: true },
  uploadPhoto: { method: 'POST', path: '/api/photos.php', member: true, upload: 'photo' },
  arrangePhotos: { method: 'PUT', path: '/api/photos.php', member: true },
  deletePhoto: { method: 'DELETE', path: '/api/photos.php', member: true },
  saveNotifications: { method: 'PUT', path: '/api/notifications.php', member: true },
  changePassword: { method: 'PUT', path: '/api/password.php', member: true },
  requestMailChange: { method: 'POST', path: '/api/mail-change.php', member: true },
  confirmMailChange: { method: 'PUT', path: '/api/mail-change.php', member: false },
  deleteAccount: { method: 'DELETE', path: '/api/user.php', member: true },
  reactivate: { method: 'POST', path: '/api/reactivate.php', member: false },
  myData: { method: 'GET', path: '/api/my-data.php', member: true },
  fileComplaint: { method: 'POST', path: '/api/complaints.php', member: false },
  // credits.ts
  creditsHistory: { method: 'GET', path: '/api/credits-history.php', member: true },
  // landers.ts
  landerProfiles: { method: 'GET', path: '/api/lander.php', member: false },
  landerMember: { method: 'GET', path: '/api/lander-member.php', member: false },
  // likes.ts
  likes: { method: 'GET', path: '/api/likes.php', member: true },
  like: { method: 'POST', path: '/api/like.php', member: true },
  unlike: { method: 'DELETE', path: '/api/like.php', member: true },
  autoLike: { method: 'GET', path: '/api/auto-like.php', member: true },
  pageHidden: { method: 'POST', path: '/api/page-hidden.php', member: false },
  // live.ts
  serverEvents: { method: 'GET', path: '/api/events.php', member: true },
  // members.ts
  currentUser: { method: 'GET', path: '/api/user.php', member: false },
  login: { method: 'POST', path: '/api/user.php', member: false },
  saveLanguage: { method: 'PUT', path: '/api/user.php', member: true },
  logout: { method: 'GET', path: '/api/logout.php', member: false },
  counts: { method: 'GET', path: '/api/counts.php', member: true },
  // search.ts
  search: { method: 'GET', path: '/api/search.php', member: false },
  profile: { method: 'GET', path: '/api/profile.php', member: false },
  matchFinder: { method: 'GET', path: '/api/match-finder.php', member: true },
  geocode: { method: 'GET', path: '/api/geocode.php', member: false },
  block: { method: 'POST', path: '/api/block.php', member: true },
  unblock: { method: 'DELETE', path: '/api/block.php', member: true },
  swipeStatus: { method: 'GET', path: '/api/swipe.php', member: true },
  swipe: { method: 'POST', path: '/api/swipe.php', member: true },
  // signup.ts
  signup: { method: 'POST', path: '/api/signup.php', member: false },
  activateByLink: { method: 'GET', path: '/api/activate.php', member: false },
  resendActivation: { method: 'POST', path: '/api/activate.php', member: true },
  requestPasswordReset: { method: 'POST', path: '/api/password-reset.php', member: false },
  setNewPassword: { method: 'PUT', path: '/api/password-reset.php', member: false },
  // site.ts
  settings: { method: 'GET', path: '/api/settings.php', member: false },
  company: { method: 'GET', path: '/api/company.php', member: false, loadOnce: true },
  interests: { method: 'GET', path: '/api/interests.php', member: false, loadOnce: true },
  regions: { method: 'GET', path: '/api/regions.php', member: false, loadOnce: true },
  sitePage: { method: 'GET', path: '/api/page.php', member: false },
} as const satisfies EndpointRoutes;
