/**
 * A complaint (POST /api/complaints.php): category, description, the profile concerned when the
 * page was reached from a profile's "report" (?profile=ID), and a contact address for visitors.
 * After sending it shows the reference to quote to customer service.
 */
import { useState } from 'react';
import { Alert, Button, FormField, Select } from '@dating/shared-ui';
import { ACCOUNT_TEXT_LIMITS, COMPLAINT_CATEGORIES, TEXT_LIMITS, type ComplaintCategory } from '@dating/shared-contracts';
import { FormError, useCheckedForm, useErrorText, useHost, useMember, useTexts, type MessageKey } from '@dating/remote-kit';
import { isEmail } from '../../forms/email';

const FIELDS = ['category', 'description', 'email', 'profile_id'] as const;

/** The profile id of `?profile=`, when it is one. */
export function profileIdOf(query: Record<string, string>): number | undefined {
  const id = Number(query.profile);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The complaint form; after sending, its reference. */
export function ComplaintForm() {
  const { api, route } = useHost();
  const member = useMember();
  const t = useTexts();
  const errorText = useErrorText();
  const profileId = profileIdOf(route.query);
  const [category, setCategory] = useState<ComplaintCategory | ''>(profileId ? 'fake_profile' : '');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [reference, setReference] = useState<string | null>(null);
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({
      fields: {
        category: category ? undefined : errorText('required'),
        description: description.trim() ? undefined : errorText('required'),
        email: member ? undefined : !email.trim() ? errorText('required') : isEmail(email.trim()) ? undefined : errorText('invalid_email'),
      },
    }),
    async send() {
      const answer = await api.call('fileComplaint', {
        category: category as ComplaintCategory,
        description: description.trim(),
        ...(profileId && { profile_id: profileId }),
        ...(!member && { email: email.trim() }),
      });
      setReference(answer.reference);
    },
  });

  if (reference) {
    return (
      <Alert kind="success" data-testid="complaint-sent">
        {t('complaints.sent', { reference })}
      </Alert>
    );
  }
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('complaints.title')} data-testid="complaint-form">
      <p>{t('complaints.intro')}</p>
      {profileId && <p data-testid="complaint-profile">{t('complaints.aboutProfile', { id: profileId })}</p>}
      <FormError message={errors.fields.profile_id} />
      <Select label={t('complaints.category')} name="category" value={category} onChange={(event) => setCategory(event.target.value as ComplaintCategory)} error={errors.fields.category} testId="complaint-category">
        <option value="">{t('complaints.choose')}</option>
        {COMPLAINT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`complaints.category.${value}` as MessageKey)}
          </option>
        ))}
      </Select>
      <FormField as="textarea" label={t('complaints.description')} name="description" maxLength={ACCOUNT_TEXT_LIMITS.complaint} value={description} onChange={(event) => setDescription(event.target.value)} error={errors.fields.description} testId="complaint-description" />
      {!member && (
        <FormField label={t('complaints.email')} type="email" name="email" autoComplete="email" inputMode="email" maxLength={TEXT_LIMITS.email} value={email} onChange={(event) => setEmail(event.target.value)} hint={t('complaints.emailHint')} error={errors.fields.email} testId="complaint-email" />
      )}
      <FormError message={errors.form} />
      <Button type="submit" loading={submitting} data-testid="complaint-submit">
        {t('complaints.submit')}
      </Button>
    </form>
  );
}
