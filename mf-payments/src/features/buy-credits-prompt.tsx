/** mf-payments' prompt where a member ran out of credits (spec section 8): what it was for, the balance, and the way to the packages. */
import { useCredits, useHost, useTexts } from '@dating/remote-kit';
import type { WidgetProps } from '@dating/shared-contracts';
import { Button, Card, Stack } from '@dating/shared-ui';

export function BuyCreditsPrompt({ reason, needed, close }: WidgetProps['buy-credits-prompt']) {
  const t = useTexts();
  const { navigation } = useHost();
  const credits = useCredits();
  const why = { message: t('prompt.message'), gift: t('prompt.gift'), photo: t('prompt.photo') }[reason];
  return (
    <Card data-testid="buy-credits-prompt" role="region" aria-label={t('prompt.title')}>
      <Stack $gap={3}>
        <h2>{t('prompt.title')}</h2>
        <p>{why} {needed !== undefined && t('prompt.balance', { needed, credits })}</p>
        <div>
          <Button variant="secondary" onClick={() => { close?.(); navigation.to('credits'); }} data-testid="prompt-buy">{t('prompt.buy')}</Button>{' '}
          {close && <Button variant="ghost" onClick={close}>{t('prompt.later')}</Button>}
        </div>
      </Stack>
    </Card>
  );
}
