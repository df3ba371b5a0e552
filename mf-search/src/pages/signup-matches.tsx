/**
 * /signup-matches: right after signup, the profiles that fit the new member's answers (whom they
 * seek, their country, ages around their own), and the way on into the full search. The filters
 * are discovery's defaults from the API (docs/discovery.md), so this page and /members agree.
 */
import { isApiError } from '@dating/shared-contracts';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';
import { Alert, Button, EmptyState, ProfileCardSkeleton, Search, space } from '@dating/shared-ui';
import styled from 'styled-components';
import { ProfileGrid } from '../features/cards/profile-grid';
import { queryFromFilters, searchRequest, type SearchFilters } from '../features/search/search-query';
import { PageFrame } from '../layout/page-frame';

/** Profiles shown here; the search has the rest. */
const SHOWN = 12;

const Intro = styled.p`
  margin: 0 0 ${space[4]}px;
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space[5]}px;
`;
const Skeletons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${space[3]}px;
`;

/** The signup matches page. */
export function SignupMatchesPage() {
  const { navigation } = useHost();
  const t = useTexts();
  const defaults = useEndpoint('searchDefaults');
  const filters: SearchFilters | null = defaults.data ? { ...defaults.data.filters, page: 1 } : null;
  const result = useEndpoint(filters ? 'search' : null, filters ? searchRequest(filters, {}) : {});
  const failure = defaults.error ?? result.error;
  const profiles = result.data ? [...result.data.profiles, ...result.data.similar].slice(0, SHOWN) : null;

  return (
    <PageFrame title={t('signupMatches.title')} testId="signup-matches-page">
      <Intro>{t('signupMatches.intro')}</Intro>
      {failure && <Alert kind="danger">{isApiError(failure) ? failure.message : t('search.failed')}</Alert>}
      {!profiles && !failure && (
        <Skeletons aria-busy="true">{Array.from({ length: 4 }, (_, i) => <ProfileCardSkeleton key={i} />)}</Skeletons>
      )}
      {profiles && profiles.length === 0 && <EmptyState title={t('search.emptyTitle')}>{t('signupMatches.none')}</EmptyState>}
      {profiles && profiles.length > 0 && <ProfileGrid profiles={profiles} testId="signup-matches" headingLevel={2} />}
      <More>
        <Button icon={<Search size={18} aria-hidden="true" />} onClick={() => navigation.to('members', {}, filters ? queryFromFilters(filters) : {})} data-testid="signup-matches-search">
          {t('signupMatches.search')}
        </Button>
      </More>
    </PageFrame>
  );
}
