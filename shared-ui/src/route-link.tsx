/**
 * A link to a named route of the shared route table: a real <a href> (open in new tab works),
 * while a plain click navigates through the host's navigation without a page load.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { href as routeHref } from '@dating/shared-contracts';
import type { Navigation, RouteName, RouteParams } from '@dating/shared-contracts';

/** Props of RouteLink. */
export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  navigation: Pick<Navigation, 'to'>;
  to: RouteName;
  params?: RouteParams;
  query?: Record<string, string>;
  children: ReactNode;
}

/** A link to a named route. */
export function RouteLink({ navigation, to, params, query, onClick, children, ...rest }: RouteLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Let the browser handle new-tab and download gestures.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.to(to, params, query);
  };
  return (
    <a {...rest} href={routeHref(to, params, query)} onClick={handleClick}>
      {children}
    </a>
  );
}
