/** The federated 'like-button' widget (shared-contracts/src/widgets.ts). */
import { defineWidget } from '@dating/remote-kit';
import type { WidgetProps } from '@dating/shared-contracts';
import { LikeButton } from './features/like-button';
import { messages } from './i18n/texts';

export default defineWidget<WidgetProps['like-button']>({ component: LikeButton, messages });
