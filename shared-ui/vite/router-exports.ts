/**
 * Every react-router-dom export any app of the site imports (tests included). The shared
 * router is trimmed to these. An import missing from this list breaks the singleton at run
 * time ("useNavigate() may be used only in the context of a <Router>"), so
 * shell/src/router-exports.test.ts fails the build when one is missing.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'ScrollRestoration',
  'createBrowserRouter',
  'createMemoryRouter',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;
