/**
 * /swipe-game: profiles one at a time, from the member's own search defaults (whom they seek, where,
 * which ages: the API's, docs/discovery.md); like (right) or skip (left) by swipe, by the buttons or
 * by the arrow keys. Likes are real likes, four a free member's day (POST /api/swipe.php), without
 * a limit for premium; a free member sees how many are left and, at none, when they come back and
 * the way to premium. A like that makes a match says so, with the way to a message. When the
 * defaults run out (a thin pool abroad), the deck offers every country and age, the sought gender kept.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isApiError, type ProfileCard, type SearchQuery } from '@dating/shared-contracts';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';
import { Alert, Button, Crown, EmptyState, Heart, RouteLink, Skeleton, X, colors, fonts, space } from '@dating/shared-ui';
import { CardRoom, SwipeCard } from '../features/swipe/swipe-card';
import { MatchNote } from '../features/swipe/match-note';
import { useSwipe } from '../features/cards/use-swipe';
import { PageFrame } from '../layout/page-frame';

/** Below this the deck scrolls rather than shrink the card any further. */
const SMALLEST_DECK = 420;

/**
 * The deck fills the rest of the window (--rest, measured), so the card shrinks to keep the
 * buttons on screen whatever notes show above it.
 */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]}px;
  max-width: 400px;
  height: max(${SMALLEST_DECK}px, var(--rest, 100svh));
  margin: 0 auto;
`;
const Left = styled.p`
  margin: 0;
  font-weight: ${fonts.weight.bold};
  text-align: center;
`;
const Buttons = styled.div`
  display: flex;
  justify-content: center;
  gap: ${space[4]}px;
`;
const Hint = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
  text-align: center;
`;
const PremiumLink = styled(RouteLink)`
  font-weight: ${fonts.weight.bold};
`;
const DoneButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]}px;
`;

/** The deck past the defaults: any one filter turns them off, so the sought gender alone (or all=1) opens every country and age. */
type WiderDeck = Pick<SearchQuery, 'gender' | 'all'>;

/** Sets --rest on the element: the window's height below its top, less a margin, kept as the window or the page above it changes. */
function useRestOfWindow<T extends HTMLElement>(margin: number) {
  const box = useRef<T>(null);
  useLayoutEffect(() => {
    const fit = () => {
      const element = box.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--rest', `${Math.floor(window.innerHeight - top - margin)}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    // Notes above the page (the shell's alerts) may come and go after the deck is shown.
    const moved = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    moved?.observe(document.body);
    return () => {
      window.removeEventListener('resize', fit);
      moved?.disconnect();
    };
  }, [margin]);
  return box;
}

/** The swipe game. */
export function SwipeGamePage() {
  const { api, navigation, locale } = useHost();
  const t = useTexts();
  const status = useEndpoint('swipeStatus');
  const [page, setPage] = useState(1);
  const [wider, setWider] = useState<WiderDeck | null>(null);
  const stack = useEndpoint('search', { page, ...wider });
  // Ids decided in this visit; the wider deck skips those decided before it began.
  const decided = useRef(new Set<number>());
  const [before, setBefore] = useState<ReadonlySet<number>>(() => new Set());
  const [seen, setSeen] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetsAt, setResetsAt] = useState<string | null>(null);
  const [match, setMatch] = useState<ProfileCard | null>(null);
  const deck = useRestOfWindow<HTMLDivElement>(space[4]);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const [focusCard, setFocusCard] = useState(false);

  const profiles: ProfileCard[] = (stack.data?.profiles ?? []).filter((profile) => !before.has(profile.id));
  const current = profiles[seen];
  const morePages = stack.data !== undefined && page < stack.data.pages;
  // null: no daily limit (premium); undefined: not known yet.
  const likesLeft = resetsAt ? 0 : status.data?.likes_left;
  const resetTime = resetsAt ?? status.data?.resets_at;

  const next = useCallback(() => {
    if (current) decided.current.add(current.id);
    if (seen + 1 < profiles.length) setSeen(seen + 1);
    else if (morePages) {
      setPage(page + 1);
      setSeen(0);
    } else setSeen(seen + 1);
  }, [current, seen, profiles.length, morePages, page]);

  const widen = () => {
    const sought = stack.data?.filters.gender;
    setBefore(new Set(decided.current));
    setWider(sought ? { gender: sought } : { all: '1' });
    setPage(1);
    setSeen(0);
    setFocusCard(true);
  };

  // A wider page may hold only profiles decided already: on to the next one.
  useEffect(() => {
    if (stack.data && profiles.length === 0 && morePages) setPage(page + 1);
  }, [stack.data, profiles.length, morePages, page]);

  // The widen button goes with the empty state; the first new card takes the focus so keyboard and screen reader carry on there.
  useEffect(() => {
    if (!focusCard || !current) return;
    cardHeading.current?.focus();
    setFocusCard(false);
  }, [focusCard, current]);

  const decide = useCallback(
    async (liked: boolean) => {
      if (!current || busy) return;
      setError(null);
      setMatch(null);
      if (!liked) {
        next();
        return;
      }
      if (likesLeft === 0) return;
      setBusy(true);
      try {
        const answer = await api.call('swipe', { profile_id: current.id, liked: true });
        await status.mutate({ likes_left: answer.likes_left, resets_at: answer.resets_at }, { revalidate: false });
        if (answer.matched) setMatch(current);
        next();
      } catch (failure) {
        if (isApiError(failure) && failure.code === 'swipe_limit') {
          setResetsAt(failure.retry_at ?? status.data?.resets_at ?? null);
          setError(failure.message);
        } else setError(isApiError(failure) ? failure.message : t('search.failed'));
      } finally {
        setBusy(false);
      }
    },
    [current, busy, likesLeft, api, status, next, t],
  );

  const { offset, handlers } = useSwipe((direction) => void decide(direction === 'right'));

  // The key listener stays put and always calls the newest decide (no gap while it re-binds).
  const latestDecide = useRef(decide);
  latestDecide.current = decide;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Keys typed into a field or a dialog are not swipes.
      if (event.target instanceof Element && event.target.closest('input, select, textarea, [role="dialog"]')) return;
      if (event.key === 'ArrowRight') void latestDecide.current(true);
      else if (event.key === 'ArrowLeft') void latestDecide.current(false);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const offerWider = stack.data?.defaults === true;
  // The like and skip buttons that had the focus are gone at the deck's end: the way on takes it.
  const acted = seen > 0 || wider !== null;
  const resetText = resetTime ? new Intl.DateTimeFormat(locale, { weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(resetTime)) : '';
  return (
    <PageFrame title={t('swipe.title')} testId="swipe-page">
      <Column ref={deck}>
        {typeof likesLeft === 'number' && (
          <Left role="status" data-testid="swipe-likes-left">{t('swipe.likesLeft', { count: likesLeft })}</Left>
        )}
        {likesLeft === 0 && (
          <Alert kind="warning" data-testid="swipe-limit">
            {error ?? t('swipe.noneLeft')} {t('swipe.resets', { time: resetText })}{' '}
            <PremiumLink navigation={navigation} to="premium" data-testid="swipe-premium">
              <Crown size={14} aria-hidden="true" /> {t('swipe.premium')}
            </PremiumLink>
          </Alert>
        )}
        {error && likesLeft !== 0 && <Alert kind="danger">{error}</Alert>}
        {match && <MatchNote profile={match} />}
        {!stack.data && !stack.error && <CardRoom><Skeleton shape="block" ratio="3 / 4" /></CardRoom>}
        {stack.error && <Alert kind="danger">{stack.error instanceof Error ? stack.error.message : t('search.failed')}</Alert>}
        {current ? (
          <>
            <CardRoom>
              <SwipeCard profile={current} offset={offset} handlers={handlers} headingRef={cardHeading} title={t('profile.nameAge', { name: current.name, age: current.age })} />
            </CardRoom>
            <Buttons>
              <Button variant="outline" size="large" icon={<X size={22} aria-hidden="true" />} onClick={() => void decide(false)} data-testid="swipe-skip">
                {t('swipe.skip')}
              </Button>
              <Button size="large" icon={<Heart size={22} aria-hidden="true" />} loading={busy} disabled={likesLeft === 0} onClick={() => void decide(true)} data-testid="swipe-like">
                {t('swipe.like')}
              </Button>
            </Buttons>
            <Hint>{t('swipe.hint')}</Hint>
          </>
        ) : (
          stack.data && !morePages && (
            <EmptyState
              title={t('swipe.doneTitle')}
              data-testid="swipe-done"
              action={
                <DoneButtons>
                  {offerWider && <Button autoFocus={acted} onClick={widen} data-testid="swipe-widen">{t('swipe.widen')}</Button>}
                  <Button variant={offerWider ? 'outline' : 'primary'} autoFocus={acted && !offerWider} onClick={() => navigation.to('members')}>{t('swipe.toSearch')}</Button>
                </DoneButtons>
              }
            >
              {t(offerWider ? 'swipe.widenText' : 'swipe.doneText')}
            </EmptyState>
          )
        )}
      </Column>
    </PageFrame>
  );
}
