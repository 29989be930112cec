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
  // Only the render builds use it (shared-ui/src/render-to-html.tsx); listed so the test stays simple.
  'StaticRouter',
  'createBrowserRouter',
  'createMemoryRouter',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;
