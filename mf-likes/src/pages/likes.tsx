/**
 * /likes and /likes/{type}: likes received, given and the matches, as segmented tabs; new likes
 * marked until seen; looking at the received tab counts them seen (the likes badge clears). A tab shows a page and loads the next when its end scrolls near or "more" is
 * pressed (then focus moves to the first card it added); a status line tells screen readers.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ListEnd, useHost, usePageHead, useTexts } from '@dating/remote-kit';
import type { LikeList } from '@dating/shared-contracts';
import { Badge, Button, Card, EmptyState, ProfileCardSkeleton, RouteButton, SegmentedTabs, Stack, space, up } from '@dating/shared-ui';
import { LikedCard } from '../features/liked-card';
import { useLikes } from '../features/likes-data';
import { useLikesList } from '../features/likes-list';
import { useReceivedLooked } from '../features/received-looked';

/** The tabs, in order; /likes shows the first. */
export const LIKE_TYPES = ['received', 'given', 'matches'] as const satisfies readonly LikeList[];
export type LikeType = (typeof LIKE_TYPES)[number];

/** The empty list's ways on: the search, and the swipe game (mf-search's page, by its route). */
const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[2]}px;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Each cell a grid too: its card stretches to the row, so the like buttons of a row line up. */
  & > li { display: grid; }
  ${up("md")} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${up("lg")} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Title = styled.h1`
  margin: 0;
`;

export function LikesPage() {
  const t = useTexts();
  const { route, navigation, settings } = useHost();
  const { data, error, mutate } = useLikes();
  const type: LikeType = (LIKE_TYPES as readonly string[]).includes(route.params.type ?? '') ? (route.params.type as LikeType) : 'received';
  // The cards keep their new marks for this look; the count of new likes is 0 now.
  useReceivedLooked(type === 'received' && data !== undefined, data?.new_likes ?? 0, () => {
    void mutate((answer) => answer && { ...answer, new_likes: 0 }, { revalidate: false });
  });
  // Each tab its own title, so the history and the open tabs of the browser tell them apart.
  usePageHead({ title: t('likes.pageTitle', { tab: t(`likes.tabs.${type}`), site: settings.name }) });
  const list = useLikesList(type, data);
  const entries = list.entries;
  const grid = useRef<HTMLUListElement>(null);
  // After a pressed "more": the index of the first card it adds, to move focus there.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || !entries || entries.length <= index) return;
    focusFrom.current = null;
    grid.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [entries?.length]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Card data-testid="likes-page">
      <Stack $gap={4}>
        <Title>{t('likes.title')}</Title>
        <SegmentedTabs
          label={t('likes.tabs.label')}
          idBase="likes"
          testId="likes-tabs"
          value={type}
          onChange={(id) => navigation.to('likes-type', { type: id })}
          tabs={LIKE_TYPES.map((id) => ({
            id,
            label: t(`likes.tabs.${id}`),
            // The number is part of the tab's name ("Ontvangen 1"); a separate label would hide what sighted users read.
            extra: id === 'received' && data?.new_likes ? <Badge count={data.new_likes} data-testid="likes-new-count" /> : undefined,
          }))}
        />
        <div role="tabpanel" id={`likes-panel-${type}`} aria-labelledby={`likes-tab-${type}`} data-testid={`likes-panel-${type}`}>
          {error && !data ? (
            <EmptyState title={t('likes.error')} action={<Button onClick={() => void mutate()}>{t('likes.retry')}</Button>} />
          ) : !entries ? (
            <Grid aria-busy="true">{[0, 1, 2, 3].map((n) => <li key={n}><ProfileCardSkeleton /></li>)}</Grid>
          ) : entries.length === 0 && !list.hasMore ? (
            <EmptyState
              title={t(`likes.empty.${type}`)}
              action={
                <Ways>
                  <Button onClick={() => navigation.to('members')}>{t('likes.empty.action')}</Button>
                  <RouteButton navigation={navigation} to="swipe-game" variant="outline" data-testid="likes-empty-swipe">{t('likes.empty.swipe')}</RouteButton>
                </Ways>
              }
              data-testid="likes-empty"
            />
          ) : (
            <>
              <Grid ref={grid} data-testid="likes-grid">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <LikedCard
                      entry={entry}
                      markNew={type === 'received'}
                      likeButton={type !== 'matches'}
                      given={type === 'given'}
                      to={type === 'matches' ? 'likes-m-id' : 'members-id'}
                    />
                  </li>
                ))}
              </Grid>
              <ListEnd
                state={list}
                testId="likes-more"
                texts={{ more: t('likes.more'), retry: t('likes.retry'), end: t('likes.more.end'), error: t('likes.more.error'), loaded: (count) => t('likes.more.loaded', { count }) }}
                onPress={() => {
                  focusFrom.current = entries.length;
                  list.more();
                }}
              />
            </>
          )}
        </div>
      </Stack>
    </Card>
  );
}
