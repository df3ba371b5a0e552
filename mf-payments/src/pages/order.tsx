/**
 * /credits/{id}/{paymentmethod?}: the order of package `id`: the method (or the choice), a
 * discount code, the total and the legal lines; paying goes to the provider's checkout. Back from
 * the provider (`?payment=`), the page is the payment's result.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useEndpoint, useErrorText, useHost, useTexts } from '@dating/remote-kit';
import { PAYMENT_METHODS, discountedPrice, isApiError, type PaymentMethod } from '@dating/shared-contracts';
import { Alert, Button, Card, EmptyState, RouteButton, Skeleton, Stack, colors, space } from '@dating/shared-ui';
import { DiscountCodeField, type CheckedCode } from '../features/discount-code-field';
import { LegalLines } from '../features/legal-lines';
import { MethodChoice, usableMethods } from '../features/method-list';
import { formatMoney } from '../features/money';
import { PaymentResult } from '../features/payment-result';

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${space[3]}px;
  margin: 0;
  padding-top: ${space[3]}px;
  border-top: 1px solid ${colors.border};
  font-size: 1.25rem;
  font-weight: 700;
`;

const asMethod = (value: string | undefined): PaymentMethod | null =>
  value && (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : null;

export function OrderPage() {
  const { route } = useHost();
  const paymentId = Number(route.query.payment);
  if (Number.isInteger(paymentId) && paymentId > 0) return <PaymentResult paymentId={paymentId} />;
  return <OrderForm />;
}

function OrderForm() {
  const t = useTexts();
  const errorText = useErrorText();
  const { route, navigation, locale, api } = useHost();
  const { data: offer, error: loadError } = useEndpoint('creditPackages');
  const item = offer?.packages.find((entry) => entry.id === Number(route.params.id));
  const offered = offer ? usableMethods(offer.methods) : [];
  const asked = asMethod(route.params.paymentmethod);
  const [method, setMethod] = useState<PaymentMethod | null>(asked);
  const chosen = method && offered.includes(method) ? method : null;
  const [code, setCode] = useState<string | null>(null);
  const [checkedCode, setCheckedCode] = useState<CheckedCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loadError) return <Card><Alert kind="danger">{t('packages.loadError')}</Alert></Card>;
  if (!offer) return <Card aria-busy="true"><Skeleton height="320px" /></Card>;
  if (!item) {
    return (
      <Card data-testid="order-missing">
        <EmptyState title={t('order.missing')} action={<RouteButton navigation={navigation} to="credits">{t('order.toPackages')}</RouteButton>} />
      </Card>
    );
  }
  // The active discount (the time bonus, the stay code) is the code unless the member types another.
  const typed = code ?? offer.discount?.code ?? '';
  const holding = checkedCode ?? (offer.discount && { code: offer.discount.code, percentage: offer.discount.percentage });
  const withDiscount = holding !== null && typed.trim().toUpperCase() === holding.code;
  const total = withDiscount ? discountedPrice(item.price, holding.percentage) : item.price;
  const money = (minor: number) => formatMoney(minor, offer.currency, locale);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!chosen || busy) {
      setFailure(chosen ? null : t('order.chooseMethod'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const started = await api.call('startPayment', { package_id: item!.id, method: chosen, ...(typed.trim() && { discount_code: typed.trim() }) });
      // The provider's checkout is its own site: a whole page load, not a route.
      window.location.assign(started.checkout_url);
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : errorText('generic'));
      setBusy(false);
    }
  }

  return (
    <Card data-testid="order-page">
      <form onSubmit={(event) => void pay(event)} noValidate>
        <Stack $gap={4}>
          <h1>{t('order.title', { credits: item.credits })}</h1>
          <MethodChoice methods={offer.methods} value={chosen} onChange={(next) => {
            setMethod(next);
            navigation.to('credits-id-paymentmethod', { id: String(item.id), paymentmethod: next }, undefined, { replace: true });
          }} />
          <DiscountCodeField value={typed} onChange={setCode} checked={holding} onChecked={setCheckedCode} />
          <Total data-testid="order-total">
            <span>{t('order.total')}</span>
            <span>{money(total)}</span>
          </Total>
          {failure && <Alert kind="danger" data-testid="order-error">{failure}</Alert>}
          <Button type="submit" variant="secondary" size="large" block loading={busy} data-testid="order-pay">
            {t('order.pay', { amount: money(total) })}
          </Button>
          <LegalLines refundDays={offer.refund_days} vatRate={offer.vat_rate} />
        </Stack>
      </form>
    </Card>
  );
}
