/** /members/{id}/landing2: a member landing (features/member-landing.tsx). */
import { MemberLanding } from '../features/member-landing';

export function MembersIdLanding2Page() {
  return <MemberLanding variant="landing2" />;
}
