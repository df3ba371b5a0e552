/**
 * The unconfirmed member's way out (issue 28), the same in the banner and in the phone's modal:
 * "send again" (POST /api/activate.php, rate-limited by the API) and "wrong address? change it",
 * which opens the address form on /complete-signup (mf-account owns the form).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { Button, space } from '@dating/shared-ui';
import { useIntl } from 'react-intl';
import { errorTextIn, href, isApiError, type Locale, type Member } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { useServices } from '../shell/services.js';

const Ways = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[1]}px ${space[3]}px;
  margin-inline-start: ${space[1]}px;
`;

/** "Send again" and "change it" for `member`; `testId` prefixes each part's test id; `onChange` runs as the address form opens. */
export function ActivationWays({ member, testId, onChange }: { member: Member; testId: string; onChange?: () => void }) {
  const { api } = useServices();
  const t = useTexts();
  const { locale } = useIntl();
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
      // Shown at every start, so it does not wait for the error texts: only a failure loads them.
      setProblem(isApiError(error) ? error.message : await errorTextIn('generic', locale as Locale));
    }
  };

  return (
    <>
      <Ways>
        {state === 'sent' ? (
          <span role="status" data-testid={`${testId}-sent`}>{t('alert.activationSent', { email: member.email })}</span>
        ) : (
          <Button variant="link" loading={state === 'sending'} onClick={() => void resend()} data-testid={`${testId}-resend`}>
            {t('alert.activationResend')}
          </Button>
        )}
        <Link to={href('complete-signup', {}, { address: 'change' })} onClick={onChange} data-testid={`${testId}-change`}>
          {t('alert.activationWrongAddress')}
        </Link>
      </Ways>
      {problem && (
        <span role="alert" data-testid={`${testId}-problem`}>
          {' '}
          {problem}
        </span>
      )}
    </>
  );
}
