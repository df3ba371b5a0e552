/** The list-picked profile fields of spec section 3 as selects, each with "rather not say". */
import { Select } from '@dating/shared-ui';
import {
  BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES, SEXUALITIES, SIGNUP_REASONS, TATTOO_OPTIONS,
} from '@dating/shared-contracts';
import { useTexts, type FieldErrors, type MessageKey } from '@dating/remote-kit';
import { CHOICE_FIELDS, type ChoiceField, type ProfileDraft } from './profile-draft';

/** The values of each list, from shared-contracts (the API checks the same lists). */
export const CHOICES: Record<ChoiceField, readonly string[]> = {
  sexuality: SEXUALITIES,
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_OPTIONS,
  signup_reason: SIGNUP_REASONS,
};

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
          {CHOICES[field].map((value) => (
            <option key={value} value={value}>
              {t(`option.${field}.${value}` as MessageKey)}
            </option>
          ))}
        </Select>
      ))}
    </>
  );
}
