/**
 * An admin's credit correction (POST /api/credit-correction.php): a ledger entry with a reason. The
 * key is made once per form, so a retried submit changes nothing twice.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, FormField } from '@dating/shared-ui';
import { isApiError } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';
import { FilterRow } from '../../layout/console-parts';

const newKey = () => `console-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function CreditCorrection({ memberId, changed }: { memberId: number; changed: () => void }) {
  const t = useTexts();
  const errorText = useErrorText();
  const { api } = useHost();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const credits = Number(amount);
    const found = {
      amount: Number.isInteger(credits) && credits !== 0 ? undefined : t('credits.amountInvalid'),
      reason: reason.trim().length >= 3 ? undefined : t('member.reasonRequired'),
    };
    setErrors(found);
    if (found.amount || found.reason) return;
    setBusy(true);
    try {
      await api.call('correctCredits', { member_id: memberId, amount: credits, reason: reason.trim(), key });
      setAmount('');
      setReason('');
      setKey(newKey());
      changed();
    } catch (error) {
      setErrors({ form: isApiError(error) ? error.message : errorText('generic') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="credit-correction-title">
      <h2 id="credit-correction-title">{t('credits.title')}</h2>
      <form onSubmit={submit} noValidate>
        <FilterRow>
          <FormField label={t('credits.amount')} name="amount" inputMode="numeric" value={amount} error={errors.amount} testId="credits-amount"
            onChange={(event) => setAmount(event.target.value)} />
          <FormField label={t('member.reason')} name="credit-reason" value={reason} error={errors.reason} testId="credits-reason"
            onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" loading={busy} data-testid="credits-submit">{t('credits.submit')}</Button>
        </FilterRow>
      </form>
      {errors.form && <Alert kind="danger">{errors.form}</Alert>}
    </section>
  );
}
