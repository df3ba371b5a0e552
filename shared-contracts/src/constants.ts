/** Business constants and limits of spec section 9; every part of the site reads them from here. */

/** Current member refetch interval, and the slower one when push is subscribed (ms). */
export const USER_REFETCH_MS = 60_000;
export const USER_REFETCH_PUSH_MS = 300_000;
/** The first user refetch starts this long after mount (ms). */
export const USER_REFETCH_START_MS = 5_000;

/** Time-bonus modal delay after entering the members area (ms). */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
/** How long before the time-bonus modal is due the shell loads its widget (ms): enough for a slow phone network. */
export const TIME_BONUS_LOAD_LEAD_MS = 10_000;
/** Time bonus (welcome bonus) rules. */
export const TIME_BONUS = {
  percentage: 25,
  code: 'TIMEBONUS25',
  windowSeconds: 14_400,
  tickMs: 1_000,
} as const;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;

/** Progress bar timing (ms). */
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5_000 } as const;

/** Reload of likes after an auto-like (ms). */
export const AUTO_LIKE_RELOAD_MS = 500;

/** Locale cookie name and lifetime. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
/** Auth cookie name and lifetime. */
export const AUTH_COOKIE = 'auth';
export const AUTH_COOKIE_DAYS = 30;
/**
 * Staff session cookie name and lifetime: a working shift, not a month (a staff session can read
 * and change every member's data), so a lost or shared browser stays open for a day at most.
 */
export const STAFF_COOKIE = 'staff';
export const STAFF_SESSION_HOURS = 12;

/** The HTTP client retries a safe request this many times, with exponential delay. */
export const HTTP_RETRIES = 5;

/** Photo limits per member kind. */
export const PHOTO_LIMIT = { free: 3, premium: 25 } as const;
/** A free member may start this many conversations. */
export const FREE_CONVERSATIONS = 2;
/**
 * Messages a free (never paid) member sends without credits, over all conversations: the spec
 * leaves the number open (docs/chat.md). Gifts and photos always cost credits.
 */
export const FREE_MESSAGES = 3;
/** A non-premium member sees this many of a conversation's newest messages (the chat history limit, docs/chat.md). */
export const CHAT_HISTORY_FREE = 50;
/** Messages in one page of a conversation's history. */
export const CHAT_PAGE_SIZE = 30;
/** Conversations in one page of the chat list (GET /api/chats.php). */
export const CHAT_LIST_PAGE_SIZE = 40;
/** Swipe game likes per day. */
export const SWIPE_LIKES_PER_DAY = 4;

/** The credits badge shows at this many credits or fewer. */
export const CREDITS_BADGE_THRESHOLD = 10;
/** Badges show this cap followed by "+" above it. */
export const BADGE_CAP = 99;

/** A deleted account can be reactivated within this many days. */
export const ACCOUNT_REACTIVATION_DAYS = 14;
/** Geolocation result cache (ms). */
export const GEOLOCATION_CACHE_MS = 3_600_000;

/** A chunk-load failure reloads the page at most once per this period (ms). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** Minimum member age when the site does not set one. */
export const DEFAULT_MIN_AGE = 18;

/** Terms version date unless the company's added date is later. */
export const DEFAULT_TERMS_DATE = '2023-12-01T12:00:00Z';

/** Niche number → slug prefix ('' for none). */
export const NICHE_SLUGS: Record<number, string> = {
  1: '',
  2: 'she',
  3: 'bdsm',
  4: 'bbw',
  5: 'gilf',
  6: 'milf',
  7: 'gay',
};

/** Login safety: this many failed logins within the window block the account for BLOCK minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_BLOCK_MINUTES = 15;

/** Password reset e-mails per address per day, and how long a reset link lives. */
export const PASSWORD_RESETS_PER_DAY = 3;
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Alert dismissal keys (local storage), remembered by dismissal time. */
export const DISMISSAL_KEYS = {
  enrich: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  disabledNotifications: 'hide-disabled-notifications-alert',
  timeBonus: 'hide-time-bonus-modal',
} as const;

/** Layout breakpoints (px) and toast width from the spec. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const TOAST_MAX_WIDTH = 350;

/** Bounds on free text the site accepts. */
export const TEXT_LIMITS = {
  email: 254,
  name: 40,
  password: { min: 8, max: 128 },
  signupMessage: 2_000,
} as const;

/** Server events are kept this many days in each stream's log (a resume from further back is a reset). */
export const SERVER_EVENT_RETENTION_DAYS = 7;
/** And at most this many of the newest events per stream, however recent (a flood is cut, never the week's rule). */
export const SERVER_EVENTS_KEPT = 1_000;
/** The event stream sends a heartbeat comment this often, so proxies and browsers keep it open. */
export const SERVER_EVENT_HEARTBEAT_MS = 20_000;
/** Event streams one member may hold open on one API process (one per browser is the rule; tabs share it). */
export const SERVER_EVENT_STREAMS_PER_MEMBER = 8;
/** A lost stream is opened again after this delay, doubling up to the maximum (with jitter). */
export const SERVER_EVENT_RECONNECT_MS = { first: 500, max: 30_000 } as const;
