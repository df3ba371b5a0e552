/** Country (the site's countries), region (GET /api/regions.php for that country) and city. */
import { useMemo } from 'react';
import { FormField, Select } from '@dating/shared-ui';
import { ACCOUNT_TEXT_LIMITS } from '@dating/shared-contracts';
import { useEndpoint, useHost, useTexts, type FieldErrors } from '@dating/remote-kit';
import type { ProfileDraft } from './profile-draft';

/** The place fields; a new country clears the region (it belonged to the old one). */
export function PlaceFields({ draft, change, errors }: { draft: ProfileDraft; change: (next: Partial<ProfileDraft>) => void; errors: FieldErrors }) {
  const t = useTexts();
  const { locale, settings } = useHost();
  const { data } = useEndpoint('regions', { country: draft.country });
  const regions = data?.regions[draft.country] ?? [];
  // Country names in the page's language, sorted as its readers expect.
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const codes = settings.countries.includes(draft.country) ? settings.countries : [...settings.countries, draft.country];
    return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale, settings.countries, draft.country]);

  return (
    <>
      <Select label={t('signup.country')} name="country" autoComplete="country" value={draft.country} onChange={(event) => change({ country: event.target.value, region: '' })} error={errors.country} testId="profile-country">
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
      <Select label={t('profile.region')} name="region" value={draft.region} onChange={(event) => change({ region: event.target.value })} error={errors.region} testId="profile-region">
        <option value="">{t('profile.notSaid')}</option>
        {regions.map((region) => (
          <option key={region} value={region}>
            {region}
          </option>
        ))}
      </Select>
      <FormField label={t('profile.city')} name="city" autoComplete="address-level2" maxLength={ACCOUNT_TEXT_LIMITS.city} value={draft.city} onChange={(event) => change({ city: event.target.value })} error={errors.city} testId="profile-city" />
    </>
  );
}
