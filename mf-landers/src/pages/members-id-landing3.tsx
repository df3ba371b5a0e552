/** /members/{id}/landing3: a member landing (features/member-landing.tsx). */
import { MemberLanding } from '../features/member-landing';

export function MembersIdLanding3Page() {
  return <MemberLanding variant="landing3" />;
}
