/** /members/{id}/landing: a member landing (features/member-landing.tsx). */
import { MemberLanding } from '../features/member-landing';

export function MembersIdLandingPage() {
  return <MemberLanding variant="landing" />;
}
