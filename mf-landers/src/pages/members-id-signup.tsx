/** /members/{id}/signup: a member landing (features/member-landing.tsx). */
import { MemberLanding } from '../features/member-landing';

export function MembersIdSignupPage() {
  return <MemberLanding variant="signup" />;
}
