/** /signup: the signup steps as a page (the shell's signup modal shows the same steps). */
import { useT } from '../i18n/use-texts';
import { CardPage } from '../layout/card-page';
import { SignupSteps } from '../features/signup/signup-steps';

/** The signup page. */
export function SignupPage() {
  const t = useT();
  return (
    <CardPage title={t('signup.title')} testId="signup-page">
      <SignupSteps />
    </CardPage>
  );
}
