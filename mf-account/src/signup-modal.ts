/** The federated 'signup-modal' widget (shared-contracts/src/widgets.ts): the signup steps in the shell's modal. */
import { defineWidget } from '@dating/remote-kit';
import { SignupModalContent } from './signup-modal-content';
import { messages } from './i18n/texts';

export default defineWidget({ component: SignupModalContent, messages });
