/** The route being shown, in the shape host props carry (name, params, query, path). */
import { matchRoute, type CurrentRoute, type RouteDefinition } from '@dating/shared-contracts';

/** A path matched against the route table, or null when no route has it (404). */
export interface ResolvedRoute {
  definition: RouteDefinition;
  current: CurrentRoute;
}

export function resolveRoute(pathname: string, search: string): ResolvedRoute | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  return {
    definition: match.route,
    current: {
      name: match.route.name,
      params: match.params,
      query: Object.fromEntries(new URLSearchParams(search)),
      path: pathname,
    },
  };
}
