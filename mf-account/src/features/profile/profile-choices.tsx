/** The list-picked profile fields of spec section 3 as selects, each with "rather not say". */
import { Select } from '@dating/shared-ui';
import { PROFILE_FIELD_CHOICES } from '@dating/shared-contracts';
import { useTexts, type FieldErrors, type MessageKey } from '@dating/remote-kit';
import { CHOICE_FIELDS, type ProfileDraft } from './profile-draft';

/** One select per list-picked field. */
export function ProfileChoices({ draft, change, errors }: { draft: ProfileDraft; change: (next: Partial<ProfileDraft>) => void; errors: FieldErrors }) {
  const t = useTexts();
  return (
    <>
      {CHOICE_FIELDS.map((field) => (
        <Select
          key={field}
          label={t(`field.${field}` as MessageKey)}
          name={field}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.target.value })}
          error={errors[field]}
          testId={`profile-${field}`}
        >
          <option value="">{t('profile.notSaid')}</option>
          {PROFILE_FIELD_CHOICES[field].map((value) => (
            <option key={value} value={value}>
              {t(`option.${field}.${value}` as MessageKey)}
            </option>
          ))}
        </Select>
      ))}
    </>
  );
}
