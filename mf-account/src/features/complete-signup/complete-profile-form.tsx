/**
 * The missing profile fields after a short signup (missing-fields.ts): whom the member seeks and
 * where they live, saved with PUT /api/profile.php; then on to the members area.
 */
import { useState } from 'react';
import { Button, Select } from '@dating/shared-ui';
import { SEEKING_CHOICES, type OwnProfileDetails } from '@dating/shared-contracts';
import { FormError, useCheckedForm, useErrorText, useHost, useTexts, type MessageKey } from '@dating/remote-kit';
import { PlaceFields } from '../profile/place-fields';
import { draftOf, type ProfileDraft } from '../profile/profile-draft';
import type { Completable } from './missing-fields';

const FIELDS = ['seeking', 'country', 'region', 'city'] as const;

/** The form for `missing` of `profile`. */
export function CompleteProfileForm({ profile, missing }: { profile: OwnProfileDetails; missing: Completable[] }) {
  const { api, navigation } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const change = (next: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...next }));
  const asksPlace = missing.includes('region') || missing.includes('city');
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({ fields: { seeking: missing.includes('seeking') && !draft.seeking ? errorText('required') : undefined } }),
    async send() {
      await api.call('saveProfile', {
        ...(missing.includes('seeking') && { seeking: draft.seeking as (typeof SEEKING_CHOICES)[number] }),
        ...(asksPlace && { country: draft.country, region: draft.region || null, city: draft.city.trim() || null }),
      });
      navigation.to('members');
    },
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('complete.title')} data-testid="complete-profile-form">
      <p>{t('complete.intro')}</p>
      {missing.includes('seeking') && (
        <Select label={t('profile.seeking')} name="seeking" value={draft.seeking} onChange={(event) => change({ seeking: event.target.value })} error={errors.fields.seeking} testId="complete-seeking">
          <option value="">{t('complaints.choose')}</option>
          {SEEKING_CHOICES.map((seeking) => (
            <option key={seeking} value={seeking}>
              {t(`seeking.${seeking}` as MessageKey)}
            </option>
          ))}
        </Select>
      )}
      {asksPlace && <PlaceFields draft={draft} change={change} errors={errors.fields} />}
      <FormError message={errors.form} />
      <Button type="submit" loading={submitting} data-testid="complete-save">
        {t('complete.save')}
      </Button>
    </form>
  );
}
