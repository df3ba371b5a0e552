/** /complete-signup: the signup is done; check your e-mail (one heading, one message, the way on). */
import { useEffect } from 'react';
import { CardPage } from '../layout/card-page';
import { StepComplete } from '../features/signup/step-complete';
import { useHost, useMember, useTexts } from '@dating/remote-kit';

/** The signup completion page; without a session there is nothing to complete, so it goes to signup. */
export function CompleteSignupPage() {
  const { navigation } = useHost();
  const member = useMember();
  const t = useTexts();
  useEffect(() => {
    if (!member) navigation.to('signup', {}, undefined, { replace: true });
  }, [member, navigation]);
  if (!member) return null;
  return (
    <CardPage title={t('signup.complete.title')} testId="complete-signup-page">
      <StepComplete heading={false} email={member.email} onContinue={() => navigation.to('members')} />
    </CardPage>
  );
}
