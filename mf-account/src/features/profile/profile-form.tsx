/**
 * The own profile (spec sections 3 and 5): name, gender and whom the member seeks, the list-picked
 * fields, interests, date of birth, place and an about text. Loads GET /api/my-profile.php, saves
 * the whole form with PUT /api/profile.php, shows a toast on success and the API's field messages.
 */
import { useMemo, useState } from 'react';
import { Button, DateOfBirthPicker, FormField, RadioGroup, Select, Skeleton } from '@dating/shared-ui';
import { ACCOUNT_TEXT_LIMITS, DEFAULT_MIN_AGE, GENDERS, SEEKING_CHOICES, TEXT_LIMITS, type OwnProfileDetails } from '@dating/shared-contracts';
import { FormError, useCheckedForm, useEndpoint, useErrorText, useHost, useMember, useTexts, type MessageKey } from '@dating/remote-kit';
import { SuccessToast } from '../../layout/success-toast';
import { ProfileChoices } from './profile-choices';
import { InterestsPicker } from './interests-picker';
import { PlaceFields } from './place-fields';
import { checkDraft, draftOf, messagesOf, updateOf, type ProfileDraft } from './profile-draft';

const FIELDS = ['name', 'gender', 'seeking', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'interests', 'tattoos', 'signup_reason', 'date_of_birth', 'country', 'region', 'city', 'about'] as const;

/** The profile form, once the saved profile is loaded. */
export function ProfileForm() {
  const { data, mutate } = useEndpoint('ownProfile');
  if (!data) return <Skeleton height="320px" />;
  return <LoadedProfileForm saved={data.profile} onSaved={(profile) => void mutate({ profile }, { revalidate: false })} />;
}

function LoadedProfileForm({ saved, onSaved }: { saved: OwnProfileDetails; onSaved: (profile: OwnProfileDetails) => void }) {
  const { api, session, locale, settings } = useHost();
  const member = useMember();
  const t = useTexts();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(saved));
  const [toast, setToast] = useState<string | null>(null);
  const change = (next: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...next }));
  const minAge = settings.min_age || DEFAULT_MIN_AGE;
  const today = useMemo(() => new Date(), []);

  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({ fields: messagesOf(checkDraft(draft, member?.email ?? '', minAge, today), (code) => errorText(code, { min_age: minAge })) }),
    async send() {
      const answer = await api.call('saveProfile', updateOf(draft));
      onSaved(answer.profile);
      setDraft(draftOf(answer.profile));
      setToast(t('profile.saved'));
      // The top bar shows the name: let the shell read the member again.
      await session.refresh();
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('profile.details')} data-testid="profile-form">
      <FormField label={t('signup.name')} name="name" autoComplete="nickname" maxLength={TEXT_LIMITS.name} value={draft.name} onChange={(event) => change({ name: event.target.value })} hint={t('signup.nameHint')} error={errors.fields.name} testId="profile-name" />
      <RadioGroup
        legend={t('profile.gender')}
        name="gender"
        options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}` as MessageKey) }))}
        value={draft.gender}
        onChange={(gender) => change({ gender })}
        error={errors.fields.gender}
        testId="profile-gender"
      />
      <Select label={t('profile.seeking')} name="seeking" value={draft.seeking} onChange={(event) => change({ seeking: event.target.value })} error={errors.fields.seeking} testId="profile-seeking">
        <option value="">{t('profile.notSaid')}</option>
        {SEEKING_CHOICES.map((seeking) => (
          <option key={seeking} value={seeking}>
            {t(`seeking.${seeking}` as MessageKey)}
          </option>
        ))}
      </Select>
      <DateOfBirthPicker
        legend={t('signup.dateOfBirth')}
        locale={locale}
        value={draft.date_of_birth}
        onChange={(date_of_birth) => change({ date_of_birth })}
        labels={{ day: t('date.day'), month: t('date.month'), year: t('date.year') }}
        minAge={minAge}
        today={today}
        hint={t('signup.dateOfBirthHint', { min_age: minAge })}
        error={errors.fields.date_of_birth}
        testId="profile-date-of-birth"
      />
      <ProfileChoices draft={draft} change={change} errors={errors.fields} />
      <InterestsPicker value={draft.interests} onChange={(interests) => change({ interests })} />
      <PlaceFields draft={draft} change={change} errors={errors.fields} />
      <FormField
        as="textarea"
        label={t('profile.about')}
        name="about"
        maxLength={ACCOUNT_TEXT_LIMITS.about}
        value={draft.about}
        onChange={(event) => change({ about: event.target.value })}
        hint={t('profile.aboutHint', { max: ACCOUNT_TEXT_LIMITS.about })}
        error={errors.fields.about}
        testId="profile-about"
      />
      <FormError message={errors.form} />
      <Button type="submit" loading={submitting} data-testid="profile-save">
        {t('profile.save')}
      </Button>
      <SuccessToast message={toast} onClose={() => setToast(null)} testId="profile-saved" />
    </form>
  );
}
