/** Interests as chips (GET /api/interests.php labels in the page's language): a press toggles one. */
import { useId } from 'react';
import styled from 'styled-components';
import { Chip, ChipGroup, colors, fonts } from '@dating/shared-ui';
import { ACCOUNT_TEXT_LIMITS } from '@dating/shared-contracts';
import { useEndpoint, useTexts } from '@dating/remote-kit';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
`;
const Legend = styled.legend`
  margin-bottom: 8px;
  font-weight: 600;
`;
const Hint = styled.p`
  margin: 8px 0 0;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
`;

/** The chosen interest slugs as toggle chips. */
export function InterestsPicker({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const t = useTexts();
  const hintId = useId();
  const { data } = useEndpoint('interests');
  const chosen = new Set(value);
  const full = value.length >= ACCOUNT_TEXT_LIMITS.interests;
  const toggle = (slug: string, on: boolean) => onChange(on ? [...value, slug] : value.filter((item) => item !== slug));
  return (
    <Fieldset aria-describedby={hintId} data-testid="profile-interests">
      <Legend>{t('profile.interests')}</Legend>
      <ChipGroup>
        {(data?.interests ?? []).map((interest) => (
          <Chip
            key={interest.slug}
            selected={chosen.has(interest.slug)}
            disabled={full && !chosen.has(interest.slug)}
            onChange={(on) => toggle(interest.slug, on)}
            data-testid={`interest-${interest.slug}`}
          >
            {interest.label}
          </Chip>
        ))}
      </ChipGroup>
      <Hint id={hintId}>{t('profile.interestsHint', { max: ACCOUNT_TEXT_LIMITS.interests })}</Hint>
    </Fieldset>
  );
}
