// The router every app shares as the 'react-router' singleton. A shared
// module cannot be tree-shaken across apps, so sharing the whole package would put all of React
// Router (data routers, server rendering) on every page. This surface is what the site's apps may
// use; a remote that needs another router export adds it here (shared by all apps on next build).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  createPath,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-package';
