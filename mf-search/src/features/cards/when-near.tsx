/**
 * Renders its children once the box comes near the viewport. The like button is its own widget
 * (a React root of the shell and a remote load each): 24 of them at once would block a phone's
 * main thread, while the few on screen are all it needs.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a box already counts as near. */
const MARGIN = '300px';

/** The children, from the moment the box is within MARGIN of the viewport. */
export function WhenNear({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: MARGIN });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={box} className={className}>{near ? children : null}</div>;
}
