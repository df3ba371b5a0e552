/**
 * Delete the account (DELETE /api/user.php {password, reason}). First the company's
 * delete_discount is offered as a reason to stay (GET /api/company.php; staying makes the member's
 * code, POST /api/stay-discount.php, and leads to /credits); going on asks the reason
 * and the password. The API ends every session and mails a reactivation link (14 days); this tab
 * shows /account-deleted, which lets the shell forget the member.
 */
import { useState } from 'react';
import { Alert, Button, FormField } from '@dating/shared-ui';
import { ACCOUNT_REACTIVATION_DAYS, ACCOUNT_TEXT_LIMITS, isApiError } from '@dating/shared-contracts';
import { FormError, useCheckedForm, useEndpoint, useErrorText, useHost, useSubmission, useTexts } from '@dating/remote-kit';

const FIELDS = ['password', 'reason'] as const;

/** The deletion part of the settings: a button, the offer, then the form. */
export function AccountDeletion() {
  const t = useTexts();
  const [step, setStep] = useState<'closed' | 'offer' | 'form'>('closed');
  const { data: company } = useEndpoint(step === 'closed' ? null : 'company');
  const discount = company?.delete_discount ?? 0;

  if (step === 'closed') {
    return (
      <div>
        <p>{t('delete.intro', { days: ACCOUNT_REACTIVATION_DAYS })}</p>
        <Button variant="outline" onClick={() => setStep('offer')} data-testid="delete-start">
          {t('delete.start')}
        </Button>
      </div>
    );
  }
  if (step === 'offer' && discount > 0) return <StayOffer discount={discount} onContinue={() => setStep('form')} />;
  return <DeletionForm />;
}

/**
 * The reason to stay: the company's discount, with the way to it and the way on. Staying makes the
 * member's own code (POST /api/stay-discount.php), which /credits then applies by itself.
 */
function StayOffer({ discount, onContinue }: { discount: number; onContinue: () => void }) {
  const t = useTexts();
  const errorText = useErrorText();
  const { api, navigation } = useHost();
  const { submitting, run } = useSubmission();
  // Busy on until /credits takes over: the code is made once, so a second press could only fail.
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const stay = () =>
    run(async () => {
      setProblem(null);
      try {
        await api.call('stayDiscount', {});
        setLeaving(true);
        navigation.to('credits');
      } catch (error) {
        // Already used, or the offer is gone: say so; going on stays possible.
        setProblem(isApiError(error) && error.message ? error.message : errorText('generic'));
      }
    });

  return (
    <div data-testid="delete-offer">
      <Alert kind="info">{t('delete.offer', { percent: discount })}</Alert>
      {problem && <Alert kind="danger" data-testid="delete-stay-error">{problem}</Alert>}
      <p>
        <Button onClick={() => void stay()} loading={submitting || leaving} data-testid="delete-stay">
          {t('delete.stay')}
        </Button>{' '}
        <Button variant="ghost" onClick={onContinue} data-testid="delete-continue">
          {t('delete.continue')}
        </Button>
      </p>
    </div>
  );
}

/** Reason and password; success logs out here and shows /account-deleted. */
function DeletionForm() {
  const { api, navigation } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({
      fields: {
        reason: reason.trim() ? undefined : errorText('required'),
        password: password ? undefined : errorText('required'),
      },
    }),
    async send() {
      await api.call('deleteAccount', { reason: reason.trim(), password });
      // The server already ended every session; /account-deleted makes the shell find that out
      // once it is shown (signing out here would race the member-only guard of this page).
      navigation.to('account-deleted', {}, undefined, { replace: true });
    },
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('delete.title')} data-testid="delete-form">
      <FormField as="textarea" label={t('delete.reason')} name="reason" maxLength={ACCOUNT_TEXT_LIMITS.deletionReason} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.fields.reason} testId="delete-reason" />
      <FormField label={t('settings.currentPassword')} type="password" name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.fields.password} testId="delete-password" />
      <FormError message={errors.form} />
      <Button type="submit" variant="danger" loading={submitting} data-testid="delete-submit">
        {t('delete.submit')}
      </Button>
    </form>
  );
}
