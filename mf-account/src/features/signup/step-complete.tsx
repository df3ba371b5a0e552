/**
 * After signup: one heading and one message (the activation e-mail is expected within 1 minute,
 * spec section 4), then the way on. The signup page shows it on its own route (/complete-signup);
 * the signup modal shows it in place of the steps.
 */
import { useEffect, useRef } from 'react';
import { Alert, Button } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

/** The completion message and its button; `heading` false when the page's h1 already says it. */
export function StepComplete({ email, onContinue, heading = true }: { email: string; onContinue: () => void; heading?: boolean }) {
  const t = useTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboard users start at the news, not at the (now gone) submit button.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div data-testid="signup-complete">
      {heading && (
        <h2 ref={headingRef} tabIndex={-1}>
          {t('signup.complete.title')}
        </h2>
      )}
      <Alert kind="success">{t('signup.complete.text', { email })}</Alert>
      <Button block onClick={onContinue} data-testid="signup-complete-continue">
        {t('common.toMembers')}
      </Button>
    </div>
  );
}
