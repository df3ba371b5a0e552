/** The federated 'time-bonus-modal' widget (shared-contracts/src/widgets.ts), mounted by the shell in the members area. */
import { defineWidget } from '@dating/remote-kit';
import type { WidgetProps } from '@dating/shared-contracts';
import { TimeBonusModal } from './features/time-bonus-modal';
import { messages } from './i18n/texts';

export default defineWidget<WidgetProps['time-bonus-modal']>({ component: TimeBonusModal, messages });
