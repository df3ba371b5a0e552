/**
 * The signup steps as the shell's signup modal shows them (a large, bare modal: the content brings
 * its own heading and padding). While the member is mid-signup the bus hears 'signup:progress'
 * {inProgress: true}, so the shell's modal ignores backdrop clicks and Escape; when the signup is
 * done (or the steps leave the page) it hears false. The steps refresh the session on success;
 * the completion step's button goes to the members page and asks the shell to close the modal.
 */
import styled from 'styled-components';
import { fonts, up } from '@dating/shared-ui';
import type { HostProps } from '@dating/shared-contracts';
import { AccountProviders } from './providers';
import { SignupSteps } from './features/signup/signup-steps';
import { useT } from './i18n/use-texts';

/** Parcel props: the host props, plus the shell's way to close its modal. */
export interface SignupModalProps extends HostProps {
  closeModal?: () => void;
}

const Frame = styled.div`
  padding: 24px 16px;
  ${up('sm')} { padding: 32px; }
`;

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: ${fonts.size.title};
`;

function SignupModalContent({ bus, navigation, closeModal }: SignupModalProps) {
  const t = useT();
  return (
    <Frame data-testid="signup-modal">
      <Heading>{t('signup.title')}</Heading>
      <SignupSteps
        onProgress={(inProgress) => bus.emit('signup:progress', { inProgress })}
        onContinue={() => {
          navigation.to('members');
          closeModal?.();
        }}
      />
    </Frame>
  );
}

/** The signup modal's content. */
export function SignupModalRoot(props: SignupModalProps) {
  return (
    <AccountProviders host={props}>
      <SignupModalContent {...props} />
    </AccountProviders>
  );
}
