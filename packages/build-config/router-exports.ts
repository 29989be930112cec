/**
 * Every react-router-dom export the apps' browser code imports. The shared router is
 * trimmed to these. An import missing from this list breaks the singleton at run time
 * ("useNavigate() may be used only in the context of a <Router>"), so
 * apps/shell/src/router-exports.test.ts fails the build when one is missing. Tests and the
 * render builds do not load the router through federation, so their imports (MemoryRouter,
 * StaticRouter) are not shipped to visitors.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'Outlet',
  'Route',
  'Router',
  'Routes',
  'UNSAFE_createBrowserHistory',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
  'useSearchParams',
] as const;
