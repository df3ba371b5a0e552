/**
 * The search form (spec section 3's search state): gender (woman, man, non-binary), country,
 * region of that country (GET /api/regions.php), age from–to, and "near me". Submitting starts a
 * new search on page 1; the page puts it in the URL.
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { GENDERS, type Gender } from '@dating/shared-contracts';
import { useEndpoint, useHost, useTexts, type MessageKey } from '@dating/remote-kit';
import { Button, RangeSlider, Search, Select, SlidersHorizontal, space, up } from '@dating/shared-ui';
import { countryName } from '../cards/place';
import { NearMe } from '../near-me/near-me';
import { AGE_MAX, AGE_MIN, type SearchFilters } from './search-query';

// On phones the form folds away behind a toggle, so the results start on the first screen.
const Form = styled.form<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${space[3]}px;
  margin-top: ${space[3]}px;
  ${up('md')} { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: end; margin-top: 0; }
`;
const Toggle = styled.div`
  ${up('md')} { display: none; }
`;
const Wide = styled.div`
  ${up('md')} { grid-column: span 2; }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  ${up('md')} { grid-column: 1 / -1; }
`;

/** The form; `onSearch` gets the new filters (page 1), `onClear` empties them. */
export function SearchFiltersForm({ filters, onSearch, onClear, canClear }: { filters: SearchFilters; onSearch: (f: SearchFilters) => void; onClear: () => void; canClear: boolean }) {
  const { settings, locale } = useHost();
  const t = useTexts();
  const [draft, setDraft] = useState<SearchFilters>(filters);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const regions = useEndpoint(draft.country ? 'regions' : null, { country: draft.country });
  const regionNames = draft.country ? (regions.data?.regions[draft.country] ?? settings.region_data[draft.country] ?? []) : [];
  const ages: [number, number] = [draft.min_age ?? AGE_MIN, draft.max_age ?? AGE_MAX];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };

  return (
    <>
      <Toggle>
        <Button type="button" variant="outline" icon={<SlidersHorizontal size={18} aria-hidden="true" />} aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)} data-testid="search-filters-toggle">
          {t('search.filters')}
        </Button>
      </Toggle>
      <Form id={formId} $open={open} onSubmit={submit} aria-label={t('search.formLabel')} data-testid="search-filters">
        <Select label={t('search.gender')} value={draft.gender ?? ''} testId="filter-gender" onChange={(e) => setDraft({ ...draft, gender: (e.target.value || undefined) as Gender | undefined })}>
          <option value="">{t('search.anyGender')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>{t(`choice.gender.${gender}` as MessageKey)}</option>
          ))}
        </Select>
        <Select label={t('search.country')} value={draft.country ?? ''} testId="filter-country" onChange={(e) => setDraft({ ...draft, country: e.target.value || undefined, countryregion: undefined })}>
          <option value="">{t('search.anyCountry')}</option>
          {settings.countries.map((code) => (
            <option key={code} value={code}>{countryName(code, locale)}</option>
          ))}
        </Select>
        <Select label={t('search.region')} value={draft.countryregion ?? ''} disabled={!draft.country} testId="filter-region" onChange={(e) => setDraft({ ...draft, countryregion: e.target.value || undefined })}>
          <option value="">{t('search.anyRegion')}</option>
          {regionNames.map((name) => (
            <option key={name} value={name}>{name}</option>
          ))}
          {draft.countryregion && !regionNames.includes(draft.countryregion) && <option value={draft.countryregion}>{draft.countryregion}</option>}
        </Select>
        <Wide>
          <RangeSlider
            label={t('search.age')}
            min={AGE_MIN}
            max={AGE_MAX}
            value={ages}
            onChange={([from, to]) => setDraft({ ...draft, min_age: from === AGE_MIN ? undefined : from, max_age: to === AGE_MAX ? undefined : to })}
            fromLabel={t('search.ageFrom')}
            toLabel={t('search.ageTo')}
            testId="filter-age"
          />
        </Wide>
        <NearMe onPlace={(place) => setDraft({ ...draft, country: place.country, countryregion: place.region ?? undefined })} />
        <Buttons>
          <Button type="submit" icon={<Search size={18} aria-hidden="true" />} data-testid="search-submit">
            {t('search.submit')}
          </Button>
          {canClear && (
            <Button type="button" variant="ghost" onClick={onClear} data-testid="search-clear">
              {t('search.clear')}
            </Button>
          )}
        </Buttons>
      </Form>
    </>
  );
}
