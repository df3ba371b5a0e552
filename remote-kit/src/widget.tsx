/**
 * Mounts another remote's widget by name (declared in shared-contracts/src/widgets.ts) through the
 * shell's loader, with the same contained fallback (Retry) as a page. No app imports the code of
 * the remote that owns the widget.
 */
import { useEffect, useRef } from 'react';
import type { MountedWidget, WidgetName, WidgetProps } from '@dating/shared-contracts';
import { useHost } from './host';

/** Props of <Widget>: the widget's name and its declared props. */
export interface WidgetElementProps<N extends WidgetName> {
  name: N;
  props: WidgetProps[N];
}

/** The widget `name` with `props`, mounted in place. */
export function Widget<N extends WidgetName>({ name, props }: WidgetElementProps<N>) {
  const host = useHost();
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedWidget | null>(null);
  const latest = useRef({ name, props, host });
  latest.current = { name, props, host };

  useEffect(() => {
    const widget = host.widgets.mount(element.current!, latest.current);
    mounted.current = widget;
    return () => {
      mounted.current = null;
      widget.unmount();
    };
  }, [name, host.widgets]);

  useEffect(() => {
    mounted.current?.update({ name, props, host });
  }, [name, props, host]);

  return <div ref={element} data-widget-slot={name} />;
}
