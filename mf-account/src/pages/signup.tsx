/** /signup: the signup steps as a page (the shell's signup modal shows the same steps). */
import { CardPage } from '../layout/card-page';
import { SignupSteps } from '../features/signup/signup-steps';
import { useTexts } from '@dating/remote-kit';

/** The signup page. */
export function SignupPage() {
  const t = useTexts();
  return (
    <CardPage title={t('signup.title')} testId="signup-page">
      <SignupSteps />
    </CardPage>
  );
}
