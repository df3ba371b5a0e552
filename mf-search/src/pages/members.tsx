/**
 * /members, the search (home after login): the filters, the number of results, the profile cards
 * page by page, and similar profiles when a page has few. Filters and page live in the URL, so a
 * search can be shared, and back returns to the same page and scroll position. A URL without
 * filters opens on the viewer's defaults, which the API computes and answers with the results
 * (docs/discovery.md): the form then shows them, and every one can be changed.
 */
import { isApiError, href } from '@dating/shared-contracts';
import { useEndpointWith, useHost, useMember, useTexts } from '@dating/remote-kit';
import { Alert, Button, EmptyState, MapPin, Pagination, ProfileCardSkeleton, RouteButton, colors, fonts, space } from '@dating/shared-ui';
import { lazy } from 'react';
import styled from 'styled-components';
import type { SWRConfiguration } from 'swr';
import { ProfileGrid } from '../features/cards/profile-grid';
import { SearchFiltersForm } from '../features/search/search-filters';
import { asksFilters, chosen, filtersFromQuery, hasFilters, queryFromFilters, searchRequest, type SearchFilters } from '../features/search/search-query';
import { isReturnVisit, useScrollMemory } from '../features/search/use-scroll-memory';
import { PageFrame, SectionHeading } from '../layout/page-frame';

const Count = styled.p`
  margin: ${space[5]}px 0 ${space[3]}px;
  font-weight: 700;
`;
const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[1]}px;
  margin: ${space[3]}px 0 0;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
`;
const Paging = styled.div`
  margin-top: ${space[5]}px;
`;
/** The other ways to meet people, offered when a search finds no one. */
const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[2]}px;
`;
const Skeletons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${space[3]}px;
`;

/**
 * The results keep their order while shown, and a page the member comes back to shows the cards it
 * showed: the order follows who was online last, so a fresh answer would move the cards away from
 * under the restored scroll position.
 */
const LIVE: SWRConfiguration = { revalidateOnFocus: false };
const AS_LEFT: SWRConfiguration = { ...LIVE, revalidateIfStale: false };

/** The login call of a visitor the site does not let search: loaded when shown, so a member's page does not carry it. */
const LoginCall = lazy(() => import('../layout/login-call').then((module) => ({ default: module.LoginCall })));

/** The members page. */
export function MembersPage() {
  const { route, navigation } = useHost();
  const member = useMember();
  const t = useTexts();
  const filters = filtersFromQuery(route.query);
  const location = `${route.path}?${new URLSearchParams(queryFromFilters(filters, route.query))}`;
  // Asked on each render: the page stays mounted from one history entry to the next.
  const result = useEndpointWith(isReturnVisit() ? AS_LEFT : LIVE, 'search', searchRequest(filters, route.query));
  useScrollMemory(Boolean(result.data), location);

  // What the member submits is what they asked: an empty form is "everyone", not the defaults again.
  const go = (next: SearchFilters) => navigation.to('members', {}, queryFromFilters(chosen(next), route.query));
  const refused = isApiError(result.error) && result.error.auth_required;
  if (refused) {
    return (
      <PageFrame title={t('members.title')} testId="members-page">
        <LoginCall title={t('visitor.searchTitle')} />
      </PageFrame>
    );
  }

  const data = result.data;
  // The form shows what the results are for: the URL's filters, or the defaults the answer ran with.
  const defaults = !asksFilters(filters) && data?.defaults ? data.filters : null;
  const shown: SearchFilters = defaults ? { ...defaults, page: filters.page } : filters;
  return (
    <PageFrame title={t('members.title')} testId="members-page">
      {route.query.blocked === '1' && <Alert kind="success" data-testid="search-blocked">{t('search.blocked')}</Alert>}
      <SearchFiltersForm key={`${location}|${defaults ? 'defaults' : ''}`} filters={shown} onSearch={go} onClear={() => go({ page: 1, all: true })} canClear={hasFilters(shown) || filters.page > 1} />
      {defaults && member && <Note data-testid="search-from-profile">{t('search.fromProfile')}</Note>}
      {data?.near_region && (
        <Note data-testid="search-near-first"><MapPin size={16} aria-hidden="true" /> {t('search.nearFirst', { region: data.near_region })}</Note>
      )}
      {result.error && !data && (
        <Alert kind="danger" data-testid="search-error">
          {result.error instanceof Error ? result.error.message : t('search.failed')}{' '}
          <Button variant="link" onClick={() => void result.mutate()}>{t('common.retry')}</Button>
        </Alert>
      )}
      {!data && !result.error && (
        <Skeletons aria-busy="true" aria-label={t('search.loading')}>
          {Array.from({ length: 8 }, (_, i) => <ProfileCardSkeleton key={i} />)}
        </Skeletons>
      )}
      {data && (
        <>
          <Count role="status" data-testid="search-count">{t('search.count', { count: data.total })}</Count>
          {data.profiles.length > 0 ? (
            <ProfileGrid profiles={data.profiles} testId="search-results" headingLevel={2} />
          ) : (
            <EmptyState
              title={t('search.emptyTitle')}
              data-testid="search-empty"
              action={
                <Ways>
                  <RouteButton navigation={navigation} to="swipe-game" data-testid="search-empty-swipe">{t('search.discoverSwipe')}</RouteButton>
                  <RouteButton navigation={navigation} to="match-finder" variant="outline" data-testid="search-empty-match-finder">{t('search.discoverMatchFinder')}</RouteButton>
                </Ways>
              }
            >
              {t('search.emptyText')}
            </EmptyState>
          )}
          <Paging>
            <Pagination
              data-testid="search-pages"
              page={data.page}
              pageCount={data.pages}
              hrefFor={(page) => href('members', {}, queryFromFilters({ ...filters, page }, route.query))}
              onNavigate={(page, event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                go({ ...filters, page });
              }}
              labels={{ nav: t('search.pages'), previous: t('search.previous'), next: t('search.next'), page: (page) => t('search.page', { page }) }}
            />
          </Paging>
          {data.similar.length > 0 && (
            <section aria-labelledby="similar-heading">
              <SectionHeading id="similar-heading">{t('search.similar')}</SectionHeading>
              <ProfileGrid profiles={data.similar} testId="similar-results" eagerCount={0} />
            </section>
          )}
        </>
      )}
    </PageFrame>
  );
}
