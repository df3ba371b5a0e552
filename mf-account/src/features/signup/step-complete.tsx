/** After signup: check your e-mail; the activation e-mail is expected within 1 minute (spec section 4). */
import { useEffect, useRef } from 'react';
import { Alert, Button } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

/** The completion step. */
export function StepComplete({ email, onContinue }: { email: string; onContinue: () => void }) {
  const t = useTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboard users start at the news, not at the (now gone) submit button.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div data-testid="signup-complete">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('signup.complete.title')}
      </h2>
      <Alert kind="success">
        <p>{t('signup.complete.text', { email })}</p>
        <p>{t('signup.complete.action')}</p>
      </Alert>
      <p>{t('signup.complete.spam')}</p>
      <Button block onClick={onContinue} data-testid="signup-complete-continue">
        {t('common.toMembers')}
      </Button>
    </div>
  );
}
