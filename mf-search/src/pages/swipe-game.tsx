/**
 * /swipe-game: profiles one at a time; like (right) or skip (left) by swipe, by the buttons or by
 * the arrow keys. Likes are real likes, four a member's day (POST /api/swipe.php); the page shows
 * how many are left and, at none, when they come back and the way to premium.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isApiError, type ProfileCard } from '@dating/shared-contracts';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';
import { Alert, Button, Crown, EmptyState, Heart, RouteLink, Skeleton, X, colors, fonts, space } from '@dating/shared-ui';
import { SwipeCard } from '../features/swipe/swipe-card';
import { useSwipe } from '../features/cards/use-swipe';
import { PageFrame } from '../layout/page-frame';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]}px;
  max-width: 400px;
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

/** The swipe game. */
export function SwipeGamePage() {
  const { api, navigation, locale } = useHost();
  const t = useTexts();
  const status = useEndpoint('swipeStatus');
  const [page, setPage] = useState(1);
  const stack = useEndpoint('search', { page });
  const [seen, setSeen] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetsAt, setResetsAt] = useState<string | null>(null);

  const profiles: ProfileCard[] = stack.data?.profiles ?? [];
  const current = profiles[seen];
  const likesLeft = resetsAt ? 0 : status.data?.likes_left;
  const resetTime = resetsAt ?? status.data?.resets_at;

  const next = useCallback(() => {
    if (seen + 1 < profiles.length) setSeen(seen + 1);
    else if (stack.data && page < stack.data.pages) {
      setPage(page + 1);
      setSeen(0);
    } else setSeen(seen + 1);
  }, [seen, profiles.length, stack.data, page]);

  const decide = useCallback(
    async (liked: boolean) => {
      if (!current || busy) return;
      setError(null);
      if (!liked) {
        next();
        return;
      }
      if (likesLeft === 0) return;
      setBusy(true);
      try {
        const answer = await api.call('swipe', { profile_id: current.id, liked: true });
        await status.mutate({ likes_left: answer.likes_left, resets_at: answer.resets_at }, { revalidate: false });
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

  const resetText = resetTime ? new Intl.DateTimeFormat(locale, { weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(resetTime)) : '';
  return (
    <PageFrame title={t('swipe.title')} testId="swipe-page">
      <Column>
        {likesLeft !== undefined && (
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
        {!stack.data && !stack.error && <Skeleton shape="block" ratio="3 / 4" />}
        {stack.error && <Alert kind="danger">{stack.error instanceof Error ? stack.error.message : t('search.failed')}</Alert>}
        {current ? (
          <>
            <SwipeCard profile={current} offset={offset} handlers={handlers} title={t('profile.nameAge', { name: current.name, age: current.age })} />
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
          stack.data && (
            <EmptyState title={t('swipe.doneTitle')} data-testid="swipe-done" action={<Button onClick={() => navigation.to('members')}>{t('swipe.toSearch')}</Button>}>
              {t('swipe.doneText')}
            </EmptyState>
          )
        )}
      </Column>
    </PageFrame>
  );
}
