import { type ReactNode, useEffect } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { announcePageIdle } from '../site/page-idle';

export interface StandaloneRoute {
  path: string;
  label: string;
  element: ReactNode;
}

interface StandaloneFrameProps {
  remoteName: string;
  routes: readonly StandaloneRoute[];
}

/**
 * A remote's own minimal frame for `npm run dev -w <remote>`: its pages without the
 * shell, so a team can work on them alone. Never part of what the shell loads.
 */
export function StandaloneFrame({ remoteName, routes }: StandaloneFrameProps) {
  // No shell to say the first load is done: the part says it once it has rendered.
  useEffect(() => announcePageIdle(), []);
  return (
    <BrowserRouter>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1rem',
          padding: '0.75rem 1rem',
          background: 'var(--color-brand)',
          color: 'var(--color-on-brand)',
        }}
      >
        <strong>{remoteName} · standalone preview</strong>
        <nav aria-label="Pages of this remote" style={{ display: 'flex', gap: '1rem' }}>
          {routes.map((route) => (
            <Link key={route.path} to={route.path.replace('*', 'ac')} style={{ color: 'inherit' }}>
              {route.label}
            </Link>
          ))}
        </nav>
      </header>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}
