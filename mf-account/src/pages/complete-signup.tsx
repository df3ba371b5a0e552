/**
 * /complete-signup: the signup is done (check your e-mail, with "send again" and "wrong address?
 * change it" for a member who has not confirmed), and for a member with steps left
 * (a lander or API signup, spec section 4) the missing profile fields. The activation reminder
 * as a modal on a phone after an API signup (`?api_signup_complete=1`) is the shell's
 * (shell/src/alerts/member-alerts.tsx), shown above every page of the default layout.
 */
import { useEffect } from 'react';
import { CardPage } from '../layout/card-page';
import { Section } from '../layout/section';
import { StepComplete } from '../features/signup/step-complete';
import { ActivationWayOut } from '../features/activation/activation-way-out';
import { CompleteProfileForm } from '../features/complete-signup/complete-profile-form';
import { missingFields } from '../features/complete-signup/missing-fields';
import { useEndpoint, useHost, useMember, useTexts } from '@dating/remote-kit';

/** The signup completion page; without a session there is nothing to complete, so it goes to signup. */
export function CompleteSignupPage() {
  const { navigation, route } = useHost();
  const member = useMember();
  const t = useTexts();
  const { data } = useEndpoint(member ? 'ownProfile' : null);
  useEffect(() => {
    if (!member) navigation.to('signup', {}, undefined, { replace: true });
  }, [member, navigation]);
  if (!member) return null;
  // Steps are left after a lander or API signup (spec section 4: `api_signup_complete`) or when a
  // confirmed member comes back; right after the site's own signup the page says one thing only.
  const stepsLeft = Boolean(route.query.api_signup_complete) || member.status !== 'not_confirmed';
  const missing = data && stepsLeft ? missingFields(data.profile) : [];
  // A confirmed member has no e-mail to check: only the missing fields are left.
  if (member.status !== 'not_confirmed' && data && missing.length > 0) {
    return (
      <CardPage title={t('complete.title')} testId="complete-signup-page">
        <CompleteProfileForm profile={data.profile} missing={missing} />
      </CardPage>
    );
  }
  return (
    <CardPage title={t('signup.complete.title')} testId="complete-signup-page">
      <StepComplete heading={false} email={member.email} onContinue={() => navigation.to('members')} />
      {/* Mail not arrived, or a typo in the address: the way out, without leaving the page. */}
      <ActivationWayOut />
      {data && missing.length > 0 && (
        <Section id="complete-profile" title={t('complete.title')}>
          <CompleteProfileForm profile={data.profile} missing={missing} />
        </Section>
      )}
    </CardPage>
  );
}
