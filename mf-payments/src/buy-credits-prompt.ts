/** The federated 'buy-credits-prompt' widget (shared-contracts/src/widgets.ts), shown where a member ran out of credits. */
import { defineWidget } from '@dating/remote-kit';
import type { WidgetProps } from '@dating/shared-contracts';
import { BuyCreditsPrompt } from './features/buy-credits-prompt';
import { messages } from './i18n/texts';

export default defineWidget<WidgetProps['buy-credits-prompt']>({ component: BuyCreditsPrompt, messages });
