/**
 * The activation reminder (spec section 4) with the unconfirmed member's way out: "send again"
 * (POST /api/activate.php, rate-limited by the API) and "wrong address? change it", which opens
 * the address form on /complete-signup (mf-account owns the form).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { Alert, Button, space } from '@dating/shared-ui';
import { href, isApiError, type Member } from '@dating/shared-contracts';
import { useErrorText, useTexts } from '@dating/remote-kit';
import { useServices } from '../shell/services.js';

const Ways = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[1]}px ${space[3]}px;
  margin-inline-start: ${space[1]}px;
`;

/** The banner for `member`, who has not confirmed the address; `offers` false where the page itself offers the way out (/complete-signup). */
export function ActivationAlert({ member, offers = true }: { member: Member; offers?: boolean }) {
  const { api } = useServices();
  const t = useTexts();
  const errorText = useErrorText();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setProblem(null);
    try {
      await api.call('resendActivation');
      setState('sent');
    } catch (error) {
      setState('idle');
      setProblem(isApiError(error) ? error.message : errorText('generic'));
    }
  };

  return (
    <Alert kind="warning" data-testid="activation-alert">
      {t('alert.activation')}{' '}
      {offers && (
        <Ways>
          {state === 'sent' ? (
            <span role="status" data-testid="activation-alert-sent">{t('alert.activationSent', { email: member.email })}</span>
          ) : (
            <Button variant="link" loading={state === 'sending'} onClick={() => void resend()} data-testid="activation-alert-resend">
              {t('alert.activationResend')}
            </Button>
          )}
          <Link to={href('complete-signup', {}, { address: 'change' })} data-testid="activation-alert-change">
            {t('alert.activationWrongAddress')}
          </Link>
        </Ways>
      )}
      {problem && (
        <span role="alert" data-testid="activation-alert-problem">
          {' '}
          {problem}
        </span>
      )}
    </Alert>
  );
}
