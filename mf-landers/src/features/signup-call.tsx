/** The call every lander ends in: a button that opens mf-account's signup modal (through the shell). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Heart, space } from '@dating/shared-ui';
import { useHost, useTexts } from '@dating/remote-kit';

/** Opens the shell's signup modal (mf-account's 'signup-modal' widget) at its first step. */
export function useOpenSignup(): () => void {
  const { bus } = useHost();
  return () => bus.emit('signup:open', {});
}

/** The big "sign up free" button; `children` replaces the text. */
export function SignupButton({ children, full }: { children?: ReactNode; full?: boolean }) {
  const t = useTexts();
  const open = useOpenSignup();
  return (
    <Button variant="secondary" size="large" block={full} icon={<Heart aria-hidden size={20} />} onClick={open} data-testid="lander-signup">
      {children ?? t('cta.signup')}
    </Button>
  );
}

const Closing = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[4]}px;
  padding: ${space[7]}px ${space[4]}px;
  text-align: center;
  h2 { margin: 0; }
  p { margin: 0; max-width: 36rem; }
`;

/** The closing block of a page: a heading, a line and the signup button. */
export function ClosingCall({ title, lead }: { title?: string; lead?: string }) {
  const t = useTexts();
  return (
    <Closing aria-labelledby="closing-title">
      <h2 id="closing-title">{title ?? t('closing.title')}</h2>
      <p>{lead ?? t('closing.lead')}</p>
      <SignupButton>{t('cta.signupNow')}</SignupButton>
    </Closing>
  );
}
