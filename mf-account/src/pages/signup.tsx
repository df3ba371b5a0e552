/** /signup: the signup steps as a page (the shell's signup modal shows the same steps). */
import { CardPage } from '../layout/card-page';
import { SignupSteps } from '../features/signup/signup-steps';
import { useHost, useTexts } from '@dating/remote-kit';

/** The signup page; a completed signup continues on its own route, /complete-signup. */
export function SignupPage() {
  const { navigation } = useHost();
  const t = useTexts();
  return (
    <CardPage title={t('signup.title')} testId="signup-page">
      <SignupSteps onComplete={() => navigation.to('complete-signup', {}, undefined, { replace: true })} />
    </CardPage>
  );
}
