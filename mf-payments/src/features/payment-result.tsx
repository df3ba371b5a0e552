/**
 * The result of a payment, in the spec's states: pending waits for the provider's webhook on the
 * member's event stream (payment.updated), never by polling; completed shows the new balance and,
 * after the first purchase, "you are premium now"; failed, cancelled or expired offer another
 * method; a failed card payment offers a retry or PayPal.
 */
import styled from 'styled-components';
import { useEndpoint, useHost, useRevalidate, useServerEvent, useServerResync, useTexts } from '@dating/remote-kit';
import { CARD_METHODS } from '@dating/shared-contracts';
import { Alert, Button, Card, RouteButton, Skeleton, Stack, space } from '@dating/shared-ui';
import { formatMoney } from './money';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
`;

export function PaymentResult({ paymentId }: { paymentId: number }) {
  const t = useTexts();
  const { navigation, locale } = useHost();
  const revalidate = useRevalidate();
  const { data, error, mutate } = useEndpoint('payment', { id: paymentId });
  // The webhook's outcome arrives on the stream; the state is then read again (a handler safe to run twice).
  useServerEvent('payment.updated', ({ payment_id: id }) => {
    if (id === paymentId) void revalidate('payment', { id: paymentId });
  });
  useServerResync(() => void mutate());

  if (error) {
    return (
      <Card>
        <Alert kind="danger">{t('result.loadError')}</Alert>
        <Button variant="outline" onClick={() => void mutate()}>{t('common.retry')}</Button>
      </Card>
    );
  }
  if (!data) return <Card aria-busy="true"><Skeleton height="160px" /></Card>;
  const { payment } = data;
  const packageParams = { id: String(payment.package_id) };
  const amount = formatMoney(payment.amount, payment.currency, locale);

  if (payment.status === 'pending') {
    return (
      <Card data-testid="payment-result" data-status="pending" aria-live="polite">
        <Stack $gap={3}>
          <h1>{t('result.pending.title')}</h1>
          <p>{t('result.pending.text', { amount })}</p>
          <Skeleton height="8px" />
        </Stack>
      </Card>
    );
  }
  if (payment.status === 'completed') {
    return (
      <Card data-testid="payment-result" data-status="completed" aria-live="polite">
        <Stack $gap={3}>
          <h1>{t('result.completed.title')}</h1>
          <p data-testid="result-balance">{t('result.completed.balance', { credits: payment.credits, balance: data.credits })}</p>
          {payment.first_purchase && <Alert kind="success" data-testid="result-premium">{t('result.completed.premium')}</Alert>}
          <Actions>
            <RouteButton navigation={navigation} to="members">{t('result.completed.search')}</RouteButton>
            <RouteButton navigation={navigation} to="transactions-id" params={{ id: String(payment.payment_id) }} variant="outline">{t('result.completed.receipt')}</RouteButton>
          </Actions>
        </Stack>
      </Card>
    );
  }
  const cardFailed = payment.status === 'failed' && CARD_METHODS.includes(payment.method);
  return (
    <Card data-testid="payment-result" data-status={payment.status} aria-live="polite">
      <Stack $gap={3}>
        <h1>{t(cardFailed ? 'result.cardFailed.title' : 'result.failed.title')}</h1>
        <Alert kind="danger">{t(cardFailed ? 'result.cardFailed.text' : payment.status === 'cancelled' ? 'result.cancelled.text' : payment.status === 'expired' ? 'result.expired.text' : 'result.failed.text')}</Alert>
        <Actions>
          {cardFailed ? (
            <>
              <RouteButton navigation={navigation} to="credits-id-paymentmethod" params={{ ...packageParams, paymentmethod: payment.method }} data-testid="retry-card">{t('result.retry')}</RouteButton>
              <RouteButton navigation={navigation} to="credits-id-paymentmethod" params={{ ...packageParams, paymentmethod: 'paypal' }} variant="outline" data-testid="retry-paypal">{t('result.payPal')}</RouteButton>
            </>
          ) : (
            <RouteButton navigation={navigation} to="credits-id-paymentmethod" params={packageParams} data-testid="retry-other">{t('result.otherMethod')}</RouteButton>
          )}
        </Actions>
      </Stack>
    </Card>
  );
}
