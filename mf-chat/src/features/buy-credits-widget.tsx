/**
 * mf-payments' buy-credits prompt beside a send refused for want of credits. Its own chunk: only a
 * member out of credits needs the widget host, not every conversation's start.
 */
import { Widget } from '@dating/remote-kit';

/** The prompt for what the refused send would have cost. */
export function BuyCreditsWidget({ reason, needed }: { reason: 'message' | 'gift' | 'photo'; needed: number }) {
  return <Widget name="buy-credits-prompt" props={{ reason, needed }} />;
}
