/**
 * The signup steps, shared by the /signup page and the shell's signup modal: three steps of fields
 * (checked as the member goes), then POST /api/signup.php, then the photo step (skippable; the
 * account exists by then, so the photo goes through the member's own upload), then the "check your
 * e-mail" step.
 * The server's answers are shown next to their fields, on the step that holds the field.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Alert, Button, ProgressBar, RouteLink, colors, fonts, space } from '@dating/shared-ui';
import { DEFAULT_MIN_AGE } from '@dating/shared-contracts';
import type { Member, UserAnswer } from '@dating/shared-contracts';
import { LinkRow } from '../../layout/card-page';
import { checkStep, firstStepWith, SIGNUP_FIELDS, SIGNUP_STEPS } from './signup-checks';
import type { CheckFailures, StepIndex } from './signup-checks';
import { EMPTY_DRAFT, isStarted, signupCountry, toSignupRequest } from './signup-draft';
import type { SignupDraft } from './signup-draft';
import { signupRefusal } from './signup-availability';
import { StepSeeking } from './step-seeking';
import { StepProfile } from './step-profile';
import { StepAccount } from './step-account';
import { StepComplete } from './step-complete';
import { StepPhoto } from './step-photo';
import { SignupWayOut } from './signup-way-out';
import { useHost, useErrorText, useTexts, errorsFromFailure, NO_ERRORS, type FieldErrors, type FormErrors, FormError, useSubmission, useFocusFirstError, visitTracking } from '@dating/remote-kit';

/** Props of SignupSteps. */
export interface SignupStepsProps {
  /** Told true while the member is mid-signup (entered something, not finished), false after. */
  onProgress?: (inProgress: boolean) => void;
  /** Called after a successful signup, once the session was refreshed. */
  onSignedUp?: (member: Member) => void;
  /** The completion step's button; by default it goes to the members page. */
  onContinue?: () => void;
  /** Shows the completion elsewhere (the signup page's own route); without it the steps show it in place. */
  onComplete?: () => void;
}

const LAST_STEP: StepIndex = 2;

const Buttons = styled.div`
  display: flex;
  gap: ${space[2]}px;
  margin-top: ${space[5]}px;
  & > :last-child { flex: 1; }
`;

const StepLabel = styled.p`
  margin: ${space[2]}px 0 ${space[4]}px;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
  font-weight: ${fonts.weight.bold};
`;

/** The signup flow. */
export function SignupSteps({ onProgress, onSignedUp, onContinue, onComplete }: SignupStepsProps) {
  const { api, session, navigation, route, settings, locale } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [step, setStep] = useState<StepIndex>(0);
  const [draft, setDraft] = useState<SignupDraft>(() => ({ ...EMPTY_DRAFT, country: signupCountry(settings, locale, navigator.languages ?? [navigator.language]) }));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [completedEmail, setCompletedEmail] = useState<string | null>(null);
  /** Set once the account exists: the photo step shows until the member goes on. */
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const { submitting, run } = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const minAge = settings.min_age || DEFAULT_MIN_AGE;

  // In progress from the first entry until the account exists; unmounting mid-signup ends it too.
  const inProgress = isStarted(draft) && createdEmail === null;
  const onProgressRef = useRef(onProgress);
  onProgressRef.current = onProgress;
  useEffect(() => {
    if (!inProgress) return;
    onProgressRef.current?.(true);
    return () => onProgressRef.current?.(false);
  }, [inProgress]);

  // A new step starts at its first field (not on first render: the page decides initial focus).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [step]);
  useFocusFirstError(formRef, errors);

  const messagesOf = (failures: CheckFailures): FieldErrors =>
    Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, failure && errorText(failure.code, failure.values)]));

  const change = (patch: Partial<SignupDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submitDraft = () =>
    run(async () => {
      setErrors(NO_ERRORS);
      let member: Member | null;
      try {
        const body = toSignupRequest(draft, { tracking: visitTracking(route.query) });
        member = (await api.post<UserAnswer>('/api/signup.php', body)).user;
      } catch (error) {
        const failure = errorsFromFailure(error, SIGNUP_FIELDS, locale);
        const stepWithError = firstStepWith(Object.keys(failure.fields));
        if (stepWithError !== null) setStep(stepWithError);
        setErrors(failure);
        return;
      }
      if (member) session.signIn(member);
      setCreatedEmail(draft.email.trim());
      if (member) onSignedUp?.(member);
    });

  const finish = () => {
    setCompletedEmail(createdEmail);
    onComplete?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const today = new Date();
    if (step < LAST_STEP) {
      const failures = checkStep(step, draft, minAge, today);
      setErrors({ fields: messagesOf(failures) });
      if (Object.keys(failures).length === 0) setStep((step + 1) as StepIndex);
      return;
    }
    // The last step re-checks everything: e.g. the e-mail may now equal the name of step 2.
    const failures = Object.assign({}, ...SIGNUP_STEPS.map((_, index) => checkStep(index as StepIndex, draft, minAge, today))) as CheckFailures;
    const stepWithError = firstStepWith(Object.keys(failures));
    if (stepWithError !== null) {
      setStep(stepWithError);
      setErrors({ fields: messagesOf(failures) });
      return;
    }
    void submitDraft();
  };

  const refusal = signupRefusal(settings.signups);
  if (refusal) {
    return (
      <Alert kind="warning" data-testid="signup-refused">
        {errorText(refusal)}
      </Alert>
    );
  }

  if (completedEmail !== null) {
    if (onComplete) return null;
    return <StepComplete email={completedEmail} onContinue={onContinue ?? (() => navigation.to('members'))} />;
  }

  // The photo step is the last of the count, after the three steps of fields.
  const total = SIGNUP_STEPS.length + 1;
  if (createdEmail !== null) {
    return (
      <>
        <ProgressBar value={total} max={total} label={t('signup.progress', { step: total, total })} />
        <StepLabel>{t('signup.progress', { step: total, total })}</StepLabel>
        <StepPhoto onDone={finish} />
      </>
    );
  }

  const progressLabel = t('signup.progress', { step: step + 1, total });
  const stepProps = { draft, errors: errors.fields, change };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('signup.title')} data-testid="signup-form" data-step={step + 1}>
      <ProgressBar value={step + 1} max={total} label={progressLabel} />
      <StepLabel aria-live="polite">{progressLabel}</StepLabel>

      {step === 0 && <StepSeeking {...stepProps} />}
      {step === 1 && <StepProfile {...stepProps} minAge={minAge} />}
      {step === 2 && <StepAccount {...stepProps} />}

      <FormError message={errors.form} />
      <SignupWayOut failure={errors.failure} email={draft.email} />

      {step === LAST_STEP && (
        <p>
          <FormattedMessage
            id="signup.terms"
            values={{
              terms: (chunks) => (
                <RouteLink navigation={navigation} to="pages-terms">
                  {chunks}
                </RouteLink>
              ),
              privacy: (chunks) => (
                <RouteLink navigation={navigation} to="pages-privacy">
                  {chunks}
                </RouteLink>
              ),
            }}
          />
        </p>
      )}

      <Buttons>
        {step > 0 && (
          <Button variant="link" disabled={submitting} onClick={() => setStep((step - 1) as StepIndex)} data-testid="signup-back">
            {t('common.back')}
          </Button>
        )}
        {step < LAST_STEP ? (
          <Button type="submit" data-testid="signup-next">
            {t('common.next')}
          </Button>
        ) : (
          <Button type="submit" variant="secondary" loading={submitting} data-testid="signup-submit">
            {t('signup.submit')}
          </Button>
        )}
      </Buttons>

      <LinkRow>
        <span>{t('signup.haveAccount')}</span>
        <RouteLink navigation={navigation} to="login" data-testid="signup-have-account-login">
          {t('login.submit')}
        </RouteLink>
      </LinkRow>
    </form>
  );
}
