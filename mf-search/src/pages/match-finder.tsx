/**
 * /match-finder: four short questions (whom, which ages, where or near me, which interests), then
 * the best matching profiles, each with its score and the score explained in words.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { GENDERS, href, isApiError, type Gender } from '@dating/shared-contracts';
import { useEndpoint, useHost, useTexts, type MessageKey } from '@dating/remote-kit';
import { Alert, Button, Card, Chip, ChipGroup, ProfileCard, ProgressBar, RadioGroup, RangeSlider, Select, Skeleton, space, up } from '@dating/shared-ui';
import { countryName, placeOf } from '../features/cards/place';
import { photoSource } from '@dating/remote-kit';
import { CARD_PHOTO_SIZES } from '../features/cards/profile-grid';
import { finderDefaults, findMatches, type FinderAnswers, type Match } from '../features/match-finder/find-matches';
import { MatchReasons } from '../features/match-finder/match-reasons';
import { NearMe } from '../features/near-me/near-me';
import { AGE_MAX, AGE_MIN } from '../features/search/search-query';
import { PageFrame } from '../layout/page-frame';

const STEPS = ['whom', 'age', 'place', 'interests'] as const;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space[4]}px;
  max-width: 640px;
  margin: 0 auto;
`;
const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[2]}px;
`;
const Results = styled.ol`
  display: grid;
  grid-template-columns: repeat(1, minmax(0, 1fr));
  gap: ${space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${up('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;
const Result = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[2]}px;
`;
const Score = styled.p`
  margin: 0;
  font-weight: 800;
`;

/** The match finder. */
export function MatchFinderPage() {
  const { api, navigation, settings, locale } = useHost();
  const t = useTexts();
  const interests = useEndpoint('interests');
  const [step, setStep] = useState(0);
  // The questions open on the member's defaults (the API's, docs/discovery.md) until they answer.
  const defaults = useEndpoint('searchDefaults');
  const [given, setAnswers] = useState<FinderAnswers | null>(null);
  const answers = given ?? finderDefaults(defaults.data);
  const regions = useEndpoint(answers.country ? 'regions' : null, { country: answers.country });
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      setMatches(await findMatches(api, answers));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('search.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (matches) {
    return (
      <PageFrame title={t('finder.resultsTitle')} testId="finder-results">
        {matches.length === 0 && <Alert kind="info" data-testid="finder-none">{t('finder.none')}</Alert>}
        <Results>
          {matches.map(({ profile, score }, index) => {
            const photo = photoSource(profile.photo);
            return (
              <Result key={profile.id} data-testid={`finder-match-${profile.id}`}>
                <ProfileCard
                  name={profile.name}
                  age={profile.age}
                  place={placeOf(profile, locale)}
                  photo={photo?.src ?? ''}
                  photoSrcSet={photo?.srcSet}
                  photoSizes={CARD_PHOTO_SIZES}
                  photoWidth={photo?.width}
                  photoHeight={photo?.height}
                  photoEager={index < 3}
                  href={href('members-id', { id: profile.id })}
                  onNavigate={(event) => {
                    event.preventDefault();
                    navigation.to('members-id', { id: profile.id });
                  }}
                  premium={profile.premium}
                  premiumLabel={t('photo.premium')}
                  fictional={profile.fictional}
                  fictionalLabel={settings.fictional_singular}
                  fictionalIcon={settings.fictional_icon || undefined}
                />
                <Score data-testid="finder-score">{t('finder.score', { score: score.total })}</Score>
                <MatchReasons score={score} answers={answers} interests={interests.data?.interests} age={profile.age} />
              </Result>
            );
          })}
        </Results>
        <Nav style={{ marginTop: space[5] }}>
          <Button variant="outline" onClick={() => { setMatches(null); setStep(0); }} data-testid="finder-again">{t('finder.again')}</Button>
          <Button onClick={() => navigation.to('members')}>{t('finder.toSearch')}</Button>
        </Nav>
      </PageFrame>
    );
  }

  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <PageFrame title={t('finder.title')} testId="finder-page">
      <Panel>
        <ProgressBar value={step + 1} max={STEPS.length} label={t('finder.progress', { step: step + 1, count: STEPS.length })} />
        {current === 'whom' && (
          <RadioGroup
            legend={t('finder.whom')}
            name="finder-gender"
            value={answers.gender ?? 'any'}
            onChange={(value) => setAnswers({ ...answers, gender: value === 'any' ? undefined : (value as Gender) })}
            options={[...GENDERS.map((gender) => ({ value: gender, label: t(`choice.gender.${gender}` as MessageKey) })), { value: 'any', label: t('search.anyGender') }]}
            testId="finder-gender"
          />
        )}
        {current === 'age' && (
          <RangeSlider label={t('finder.age')} min={AGE_MIN} max={AGE_MAX} value={[answers.minAge, answers.maxAge]} onChange={([minAge, maxAge]) => setAnswers({ ...answers, minAge, maxAge })} fromLabel={t('search.ageFrom')} toLabel={t('search.ageTo')} testId="finder-age" />
        )}
        {current === 'place' && (
          <>
            <Select label={t('search.country')} value={answers.country ?? ''} testId="finder-country" onChange={(e) => setAnswers({ ...answers, country: e.target.value || undefined, region: undefined })}>
              <option value="">{t('search.anyCountry')}</option>
              {settings.countries.map((code) => <option key={code} value={code}>{countryName(code, locale)}</option>)}
            </Select>
            <Select label={t('search.region')} value={answers.region ?? ''} disabled={!answers.country} testId="finder-region" onChange={(e) => setAnswers({ ...answers, region: e.target.value || undefined })}>
              <option value="">{t('search.anyRegion')}</option>
              {(answers.country ? regions.data?.regions[answers.country] ?? [] : []).map((name) => <option key={name} value={name}>{name}</option>)}
              {answers.region && !(regions.data?.regions[answers.country ?? ''] ?? []).includes(answers.region) && <option value={answers.region}>{answers.region}</option>}
            </Select>
            <NearMe testId="finder-near-me" onPlace={(place) => setAnswers({ ...answers, country: place.country, region: place.region ?? undefined })} />
          </>
        )}
        {current === 'interests' && (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 700, marginBottom: space[3] }}>{t('finder.interests')}</legend>
            {!interests.data && <Skeleton width="80%" />}
            <ChipGroup data-testid="finder-interests">
              {interests.data?.interests.map((interest) => {
                const selected = answers.interests.includes(interest.slug);
                return (
                  <Chip
                    key={interest.slug}
                    selected={selected}
                    onChange={(on) => setAnswers({ ...answers, interests: on ? [...answers.interests, interest.slug] : answers.interests.filter((slug) => slug !== interest.slug) })}
                    data-testid={`finder-interest-${interest.slug}`}
                  >
                    {interest.label}
                  </Chip>
                );
              })}
            </ChipGroup>
          </fieldset>
        )}
        {error && <Alert kind="danger">{error}</Alert>}
        <Nav>
          <Button variant="ghost" disabled={step === 0} onClick={() => setStep(step - 1)} data-testid="finder-back">{t('finder.back')}</Button>
          {last ? (
            <Button loading={busy} onClick={() => void finish()} data-testid="finder-finish">{t('finder.finish')}</Button>
          ) : (
            <Button onClick={() => setStep(step + 1)} data-testid="finder-next">{t('finder.next')}</Button>
          )}
        </Nav>
      </Panel>
    </PageFrame>
  );
}
