/** When the member alerts of spec section 4 apply. */
import type { Member } from '@dating/shared-contracts';

/** Query flag of spec section 3 set after a signup through the API. */
export const API_SIGNUP_COMPLETE_QUERY = 'api_signup_complete';

/** Not confirmed with a disabled profile: remind the member to activate by e-mail. */
export function needsActivation(member: Member): boolean {
  return member.status === 'not_confirmed' && member.profile.status === 'disabled';
}

/** No main image: ask for a profile photo. */
export function needsProfilePhoto(member: Member): boolean {
  return member.profile.main_image === null;
}

/** Some kinds of e-mail switched off (notifications_disabled): tell the member what they may miss. */
export function hasDisabledNotifications(member: Member): boolean {
  return member.notifications_disabled.length > 0;
}

/**
 * Whether the member's alerts on `query` depend on what only the browser knows (a dismissal in its
 * storage, a phone's width for the activation modal): then the server cannot render them ahead.
 */
export function alertsNeedBrowser(member: Member, query: Record<string, string>): boolean {
  return needsProfilePhoto(member) || hasDisabledNotifications(member) || (needsActivation(member) && API_SIGNUP_COMPLETE_QUERY in query);
}
