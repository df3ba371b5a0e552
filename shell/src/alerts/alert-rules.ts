/** When the member alerts of spec section 4 apply. */
import type { Member } from '@dating/shared-contracts';

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
