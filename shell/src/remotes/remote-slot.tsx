/**
 * The place in a layout where a remote runs, mounted as a single-spa parcel.
 * Failure is contained here: a remote that fails to load, throws, or takes longer than
 * SLOW_REMOTE_MS shows a fallback with Retry in this slot only. A chunk-load failure reloads the
 * page instead, at most once per 60 s.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HostProps } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';
import { handleChunkFailure } from './chunk-reload.js';
import { SlotBoundary } from './crash-boundary.js';
import { RemoteFallback } from '../errors/deferred-parts.js';
import { ParcelHost } from './parcel-host.js';
import { swapInLivePage } from '../shell/prerendered-page.js';
import { yieldToBrowser } from '@dating/remote-kit/yield-to-browser';

/** After this long without a mounted remote, the slot offers Retry (the load goes on meanwhile). */
export const SLOW_REMOTE_MS = 8_000;

type Status = 'loading' | 'mounted' | 'failed';

export interface RemoteSlotProps {
  /** The remote app ('mf-account'). */
  app: string;
  /** What it exposes to mount here ('lifecycles' for pages, 'signup-modal'…). */
  exposed?: string;
  hostProps: HostProps;
  /** Props beyond HostProps for this slot only (e.g. closing the modal it sits in). */
  extraProps?: Record<string, unknown>;
  /** A small slot (a widget on a card): its fallback is one Retry icon button, not a box. */
  compact?: boolean;
  /** Called when the fallback box stands in for what the slot should show (failed or slow). */
  onFallback?: () => void;
}

export function RemoteSlot({ app, exposed = 'lifecycles', hostProps, extraProps, compact = false, onFallback }: RemoteSlotProps) {
  const { remotes, progress } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [slow, setSlow] = useState(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // The progress bar runs and the slow timer ticks while this attempt loads.
  useEffect(() => {
    if (status !== 'loading') return;
    const done = progress.begin();
    const timer = setTimeout(() => alive.current && setSlow(true), SLOW_REMOTE_MS);
    return () => {
      clearTimeout(timer);
      done();
    };
  }, [status, attempt, progress]);

  // Where the failure happened: going to another page of the same remote then tries again.
  const path = hostProps.route.path;
  const pathNow = useRef(path);
  const failedAt = useRef<string | null>(null);
  useEffect(() => {
    pathNow.current = path;
  }, [path]);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`[shell] remote ${app}/${exposed} failed`, error);
      if (handleChunkFailure(error)) return;
      failedAt.current = pathNow.current;
      // The slot's fallback with Retry must be seen, not the page rendered ahead.
      swapInLivePage();
      if (alive.current) setStatus('failed');
    },
    [app, exposed],
  );

  const retry = useCallback(async () => {
    await remotes.prepareRetry(app);
    if (!alive.current) return;
    setSlow(false);
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, [remotes, app]);

  useEffect(() => {
    if (status === 'failed' && failedAt.current !== path) void retry();
  }, [status, path, retry]);

  // A new attempt needs a new config function: single-spa keeps one parcel per config. The load
  // starts in a task of its own: the slot mounts in the shell's commit, and the remote's code,
  // when it is already in the cache, was evaluated and rendered in that same long task.
  const load = useCallback(() => yieldToBrowser().then(() => remotes.lifecycles(app, exposed)), [remotes, app, exposed, attempt]);
  const mounted = useCallback(() => alive.current && setStatus('mounted'), []);
  // A remote made with the kit catches its own crash and shows the generic text in place (the
  // shell adds no boundary of its own on top); it reports the crash here so the shell logs it.
  const reportCrash = useCallback((error: unknown) => console.error(`[shell] remote ${app}/${exposed} crashed`, error), [app, exposed]);
  const parcelProps = useMemo(() => ({ ...hostProps, ...extraProps, reportCrash }), [hostProps, extraProps, reportCrash]);

  const showFallback = status === 'failed' || (status === 'loading' && slow);
  useEffect(() => {
    if (showFallback) onFallback?.();
  }, [showFallback, onFallback]);
  return (
    <div data-testid="remote-slot" data-remote={app} data-exposed={exposed} data-status={status}>
      {showFallback && <RemoteFallback app={app} reason={status === 'failed' ? 'failed' : 'slow'} onRetry={() => void retry()} compact={compact} />}
      {status !== 'failed' && (
        <SlotBoundary key={attempt} onError={fail}>
          <ParcelHost load={load} parcelProps={parcelProps} onMounted={mounted} onError={fail} />
        </SlotBoundary>
      )}
    </div>
  );
}
