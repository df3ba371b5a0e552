/**
 * The top bar keeps its height in shared-ui's CSS variable (`topBarHeightVar`) while it is shown, so
 * what is fixed to the viewport's top (the toasts) starts below it instead of over its links. It is
 * measured, not fixed: the bar wraps to two rows on phones and in long-word languages.
 */
import { useEffect, type RefObject } from 'react';
import { topBarHeightVar } from '@dating/shared-ui';

/** Publishes `bar`'s height on the root element while mounted, and takes it back when it goes. */
export function usePublishedBarHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(topBarHeightVar, `${element.getBoundingClientRect().height}px`);
    publish();
    // Browsers without ResizeObserver (none the site supports, but jsdom) keep the first measure.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(topBarHeightVar);
    };
  }, [bar]);
}
