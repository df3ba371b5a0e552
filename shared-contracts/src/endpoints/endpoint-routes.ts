// Written by scripts/endpoints.mjs from the declaration files of this folder: do not edit, run `npm run endpoints`.
/**
 * Where each endpoint lives (method, path, who may call it) without its zod schemas: what the
 * front end's API client needs to call an endpoint by name. The browser never validates with the
 * schemas (the API checks input and answer), so keeping them out of this map keeps zod (~30 KB
 * gzip per app) out of every front-end bundle; the types still come from the schemas, through
 * `import type`. `satisfies EndpointRoutes` makes the compiler refuse a missing, extra or
 * different entry, and a contracts test holds it equal to ENDPOINTS.
 */
import type { EndpointName, Endpoints } from './index.js';

/** An endpoint's address, access and client options (load once, upload field), exactly as declared in ENDPOINTS. */
export type EndpointRoute<N extends EndpointName> = Pick<Endpoints[N], 'method' | 'path' | 'access' | Extract<keyof Endpoints[N], 'loadOnce' | 'upload'>>;

/** The schema-free map's type: one entry per declared endpoint. */
export type EndpointRoutes = { readonly [N in EndpointName]: EndpointRoute<N> };

/** Every endpoint's method, path and access by name (the front end calls through this). */
export const ENDPOINT_ROUTES = {
  // account.ts
  ownProfile: { method: 'GET', path: '/api/my-profile.php', access: 'member' },
  saveProfile: { method: 'PUT', path: '/api/profile.php', access: 'member' },
  ownPhotos: { method: 'GET', path: '/api/photos.php', access: 'member' },
  uploadPhoto: { method: 'POST', path: '/api/photos.php', access: 'member', upload: 'photo' },
  arrangePhotos: { method: 'PUT', path: '/api/photos.php', access: 'member' },
  deletePhoto: { method: 'DELETE', path: '/api/photos.php', access: 'member' },
  saveNotifications: { method: 'PUT', path: '/api/notifications.php', access: 'member' },
  changePassword: { method: 'PUT', path: '/api/password.php', access: 'member' },
  requestMailChange: { method: 'POST', path: '/api/mail-change.php', access: 'member' },
  confirmMailChange: { method: 'PUT', path: '/api/mail-change.php', access: 'everyone' },
  deleteAccount: { method: 'DELETE', path: '/api/user.php', access: 'member' },
  reactivate: { method: 'POST', path: '/api/reactivate.php', access: 'everyone' },
  myData: { method: 'GET', path: '/api/my-data.php', access: 'member' },
  fileComplaint: { method: 'POST', path: '/api/complaints.php', access: 'everyone' },
  // chat.ts
  chats: { method: 'GET', path: '/api/chats.php', access: 'member' },
  chat: { method: 'GET', path: '/api/chat.php', access: 'member' },
  sendMessage: { method: 'POST', path: '/api/chat.php', access: 'member' },
  sendPhoto: { method: 'POST', path: '/api/chat-photo.php', access: 'member', upload: 'photo' },
  chatPhoto: { method: 'GET', path: '/api/chat-photo.php', access: 'member' },
  deleteChat: { method: 'DELETE', path: '/api/chat.php', access: 'member' },
  chatRead: { method: 'PUT', path: '/api/chat-read.php', access: 'member' },
  reportChat: { method: 'POST', path: '/api/chat-report.php', access: 'member' },
  gifts: { method: 'GET', path: '/api/gifts.php', access: 'member', loadOnce: true },
  // credits.ts
  creditsHistory: { method: 'GET', path: '/api/credits-history.php', access: 'member' },
  correctCredits: { method: 'POST', path: '/api/credit-correction.php', access: 'staff:admin' },
  // landers.ts
  landerProfiles: { method: 'GET', path: '/api/lander.php', access: 'everyone' },
  landerMember: { method: 'GET', path: '/api/lander-member.php', access: 'everyone' },
  // likes.ts
  likes: { method: 'GET', path: '/api/likes.php', access: 'member' },
  like: { method: 'POST', path: '/api/like.php', access: 'member' },
  unlike: { method: 'DELETE', path: '/api/like.php', access: 'member' },
  matchSeen: { method: 'POST', path: '/api/match-seen.php', access: 'member' },
  likesSeen: { method: 'POST', path: '/api/likes-seen.php', access: 'member' },
  autoLike: { method: 'GET', path: '/api/auto-like.php', access: 'member' },
  pageHidden: { method: 'POST', path: '/api/page-hidden.php', access: 'everyone' },
  // live.ts
  serverEvents: { method: 'GET', path: '/api/events.php', access: 'member' },
  staffEvents: { method: 'GET', path: '/api/staff-events.php', access: 'staff' },
  // member-moderation.ts
  findMembers: { method: 'GET', path: '/api/console-members.php', access: 'staff:moderator' },
  memberRecord: { method: 'GET', path: '/api/console-member.php', access: 'staff:moderator' },
  moderateMember: { method: 'POST', path: '/api/console-member-status.php', access: 'staff:moderator' },
  // members.ts
  currentUser: { method: 'GET', path: '/api/user.php', access: 'everyone' },
  login: { method: 'POST', path: '/api/user.php', access: 'everyone' },
  saveLanguage: { method: 'PUT', path: '/api/user.php', access: 'member' },
  logout: { method: 'GET', path: '/api/logout.php', access: 'everyone' },
  counts: { method: 'GET', path: '/api/counts.php', access: 'member' },
  // moderation.ts
  staffComplaints: { method: 'GET', path: '/api/staff-complaints.php', access: 'staff:moderator' },
  complaintDecision: { method: 'POST', path: '/api/staff-complaint-decision.php', access: 'staff:moderator' },
  // operators.ts
  operatorQueue: { method: 'GET', path: '/api/operator-queue.php', access: 'staff:operator' },
  operatorClaim: { method: 'POST', path: '/api/operator-claim.php', access: 'staff:operator' },
  operatorConversation: { method: 'GET', path: '/api/operator-conversation.php', access: 'staff:operator' },
  operatorNotes: { method: 'PUT', path: '/api/operator-notes.php', access: 'staff:operator' },
  operatorAnswer: { method: 'POST', path: '/api/operator-answer.php', access: 'staff:operator' },
  operatorStats: { method: 'GET', path: '/api/operator-stats.php', access: 'staff:operator' },
  // payments.ts
  creditPackages: { method: 'GET', path: '/api/credit-packages.php', access: 'everyone' },
  startPayment: { method: 'POST', path: '/api/payment.php', access: 'member' },
  payment: { method: 'GET', path: '/api/payment.php', access: 'member' },
  transactions: { method: 'GET', path: '/api/transactions.php', access: 'member' },
  discount: { method: 'GET', path: '/api/discount.php', access: 'member' },
  stayDiscount: { method: 'POST', path: '/api/stay-discount.php', access: 'member' },
  paymentWebhook: { method: 'POST', path: '/api/payment-webhook.php', access: 'everyone' },
  // photo-review.ts
  photoQueue: { method: 'GET', path: '/api/photo-queue.php', access: 'staff:moderator' },
  reviewPhoto: { method: 'POST', path: '/api/photo-review.php', access: 'staff:moderator' },
  // search.ts
  search: { method: 'GET', path: '/api/search.php', access: 'everyone' },
  searchDefaults: { method: 'GET', path: '/api/search-defaults.php', access: 'everyone' },
  profile: { method: 'GET', path: '/api/profile.php', access: 'everyone' },
  matchFinder: { method: 'GET', path: '/api/match-finder.php', access: 'member' },
  geocode: { method: 'GET', path: '/api/geocode.php', access: 'everyone' },
  block: { method: 'POST', path: '/api/block.php', access: 'member' },
  unblock: { method: 'DELETE', path: '/api/block.php', access: 'member' },
  swipeStatus: { method: 'GET', path: '/api/swipe.php', access: 'member' },
  swipe: { method: 'POST', path: '/api/swipe.php', access: 'member' },
  // signup.ts
  signup: { method: 'POST', path: '/api/signup.php', access: 'everyone' },
  activateByLink: { method: 'GET', path: '/api/activate.php', access: 'everyone' },
  resendActivation: { method: 'POST', path: '/api/activate.php', access: 'member' },
  correctActivationAddress: { method: 'PUT', path: '/api/activate.php', access: 'member' },
  requestPasswordReset: { method: 'POST', path: '/api/password-reset.php', access: 'everyone' },
  setNewPassword: { method: 'PUT', path: '/api/password-reset.php', access: 'everyone' },
  // site.ts
  settings: { method: 'GET', path: '/api/settings.php', access: 'everyone' },
  company: { method: 'GET', path: '/api/company.php', access: 'everyone', loadOnce: true },
  interests: { method: 'GET', path: '/api/interests.php', access: 'everyone', loadOnce: true },
  regions: { method: 'GET', path: '/api/regions.php', access: 'everyone', loadOnce: true },
  sitePage: { method: 'GET', path: '/api/page.php', access: 'everyone' },
  // staff.ts
  currentStaff: { method: 'GET', path: '/api/staff-session.php', access: 'everyone' },
  staffLogin: { method: 'POST', path: '/api/staff-session.php', access: 'everyone' },
  staffLogout: { method: 'DELETE', path: '/api/staff-session.php', access: 'everyone' },
  staffQueues: { method: 'GET', path: '/api/staff-queues.php', access: 'staff' },
  staffAudit: { method: 'GET', path: '/api/staff-audit.php', access: 'staff:admin' },
} as const satisfies EndpointRoutes;
