/**
 * The signup steps as the shell's signup modal shows them (a large, bare modal: the content brings
 * its own heading and padding). While the member is mid-signup the bus hears 'signup:progress'
 * {inProgress: true}, so the shell's modal ignores backdrop clicks and Escape; when the signup is
 * done (or the steps leave the page) it hears false. The completion step's button goes to the
 * members page and asks the shell to close the modal.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { fonts, space, up } from '@dating/shared-ui';
import type { HostProps, WidgetProps } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { SignupSteps } from './features/signup/signup-steps';

const Frame = styled.div`
  padding: ${space[5]}px ${space[4]}px;
  ${up('sm')} { padding: ${space[6]}px; }
`;

const Heading = styled.h2`
  margin: 0 0 ${space[4]}px;
  font-size: ${fonts.size.title};
`;

/** The signup modal widget's content: the host props plus the widget's declared props. */
export function SignupModalContent({ bus, navigation, closeModal }: HostProps & WidgetProps['signup-modal']) {
  const t = useTexts();
  // Once signed up, the completion's own heading is the one heading.
  const [done, setDone] = useState(false);
  return (
    <Frame data-testid="signup-modal">
      {!done && <Heading>{t('signup.title')}</Heading>}
      <SignupSteps
        onSignedUp={() => setDone(true)}
        onProgress={(inProgress) => bus.emit('signup:progress', { inProgress })}
        onContinue={() => {
          navigation.to('members');
          closeModal?.();
        }}
      />
    </Frame>
  );
}
