/**
 * /transactions and /transactions/{id}: the member's payments and credit history from the ledger,
 * each line saying what it was (purchase, message, gift, photo, refund…); a purchase has its
 * receipt (company, VAT number, amount, VAT, method, date).
 */
import styled from 'styled-components';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';
import type { CreditEntryKind } from '@dating/shared-contracts';
import { Alert, Card, RouteButton, RouteLink, Skeleton, Stack, colors, space } from '@dating/shared-ui';
import { formatMoney } from '../features/money';
import { useMethodName } from '../features/use-method-name';
import { useStatusText } from '../features/use-status-text';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space[2]}px;
    padding: ${space[2]}px 0;
    border-bottom: 1px solid ${colors.border};
  }
`;

const Muted = styled.span`
  color: ${colors.muted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]}px ${space[3]}px;
  margin: 0;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
  }
`;

function useKindText() {
  const t = useTexts();
  const texts: Record<CreditEntryKind, string> = {
    opening_balance: t('kind.opening_balance'), signup_bonus: t('kind.signup_bonus'), purchase: t('kind.purchase'), message: t('kind.message'),
    gift: t('kind.gift'), photo: t('kind.photo'), refund: t('kind.refund'), correction: t('kind.correction'),
  };
  return (kind: CreditEntryKind) => texts[kind];
}

export function TransactionsPage() {
  const { route } = useHost();
  const id = Number(route.params.id);
  return Number.isInteger(id) && id > 0 ? <Receipt id={id} /> : <History />;
}

function History() {
  const t = useTexts();
  const { locale, navigation } = useHost();
  const kindText = useKindText();
  const statusText = useStatusText();
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const { data: history, error } = useEndpoint('creditsHistory', {});
  const { data: payments } = useEndpoint('transactions', {});
  const paymentIdOf = (reference: string | null) => (reference?.startsWith('payment:') ? reference.slice('payment:'.length) : null);
  return (
    <Card data-testid="transactions-page">
      <Stack $gap={4}>
        <h1>{t('transactions.title')}</h1>
        {error && <Alert kind="danger">{t('transactions.loadError')}</Alert>}
        {!history && !error && <Skeleton height="200px" />}
        {history && history.entries.length === 0 && <p>{t('transactions.empty')}</p>}
        {history && history.entries.length > 0 && (
          <Lines data-testid="ledger-lines">
            {history.entries.map((entry) => {
              const paymentId = paymentIdOf(entry.reference);
              return (
                <li key={entry.id} data-testid="ledger-line" data-kind={entry.kind}>
                  <span>
                    <strong>{kindText(entry.kind)}</strong> <Muted>{when(entry.created_at)}</Muted>
                    {paymentId && <> · <RouteLink navigation={navigation} to="transactions-id" params={{ id: paymentId }}>{t('transactions.receipt')}</RouteLink></>}
                  </span>
                  <span>{t('transactions.amount', { amount: entry.amount > 0 ? `+${entry.amount}` : String(entry.amount), balance: entry.balance_after })}</span>
                </li>
              );
            })}
          </Lines>
        )}
        {payments && payments.payments.some((payment) => payment.status !== 'completed') && (
          <section aria-labelledby="open-payments">
            <h2 id="open-payments">{t('transactions.payments')}</h2>
            <Lines>
              {payments.payments.filter((payment) => payment.status !== 'completed').map((payment) => (
                <li key={payment.payment_id} data-testid="payment-line" data-status={payment.status}>
                  <span>{t('transactions.payment', { credits: payment.credits })} <Muted>{when(payment.created_at)}</Muted></span>
                  <span>{formatMoney(payment.amount, payment.currency, locale)} · {statusText(payment.status)}</span>
                </li>
              ))}
            </Lines>
          </section>
        )}
      </Stack>
    </Card>
  );
}

function Receipt({ id }: { id: number }) {
  const t = useTexts();
  const { locale, navigation } = useHost();
  const methodName = useMethodName();
  const statusText = useStatusText();
  const { data, error } = useEndpoint('transactions', { id });
  if (error) {
    return (
      <Card data-testid="receipt-missing">
        <Stack $gap={3}>
          <Alert kind="danger">{t('receipt.missing')}</Alert>
          <div><RouteButton navigation={navigation} to="transactions-id" variant="outline">{t('receipt.back')}</RouteButton></div>
        </Stack>
      </Card>
    );
  }
  if (!data) return <Card aria-busy="true"><Skeleton height="240px" /></Card>;
  const payment = data.payments[0]!;
  const receipt = data.receipt;
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  return (
    <Card data-testid="receipt">
      <Stack $gap={3}>
        <h1>{t('receipt.title', { id: payment.payment_id })}</h1>
        {!receipt && <p>{statusText(payment.status)}</p>}
        {receipt && (
          <Facts>
            <dt>{t('receipt.company')}</dt>
            <dd>{receipt.company.name}, {receipt.company.address}, {receipt.company.city} ({receipt.company.kvk})</dd>
            <dt>{t('receipt.vatNumber')}</dt>
            <dd>{receipt.vat_number}</dd>
            <dt>{t('receipt.item')}</dt>
            <dd>{t('transactions.payment', { credits: payment.credits })}</dd>
            <dt>{t('receipt.amount')}</dt>
            <dd data-testid="receipt-amount">{money(receipt.amount)}</dd>
            <dt>{t('receipt.vat', { rate: receipt.vat_rate })}</dt>
            <dd>{money(receipt.vat)}</dd>
            <dt>{t('receipt.method')}</dt>
            <dd>{methodName(receipt.method)}</dd>
            <dt>{t('receipt.date')}</dt>
            <dd>{new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(receipt.paid_at))}</dd>
          </Facts>
        )}
        <div><RouteButton navigation={navigation} to="transactions-id" variant="outline">{t('receipt.back')}</RouteButton></div>
      </Stack>
    </Card>
  );
}
