import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import { InstantRouter } from '../navigation/instant-router';
import { Navbar } from './navbar';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Navbar site={previewSiteConfig} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The menu is a <details> (it works before the app starts): its <summary> is the control. */
const menuControl = () => screen.getByLabelText('Menu');
const menuDisclosure = () => menuControl().closest('details') as HTMLDetailsElement;

describe('Navbar', () => {
  it('marks only the current page link with aria-current', () => {
    renderAt('/about');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'About');
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  });

  it('keeps Services lit on a service detail page', () => {
    renderAt('/service/ac');
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('links the logo to /home and offers the five links', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: previewSiteConfig.businessName })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Services', 'Contact', 'Privacy Policy']);
  });

  it('opens and closes the mobile menu with its disclosure, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const router = renderAt('/home');
    const menu = menuDisclosure();
    expect(menu).not.toHaveAttribute('open');

    await user.click(menuControl());
    expect(menu).toHaveAttribute('open');

    await user.click(menuControl());
    expect(menu).not.toHaveAttribute('open');

    await user.click(menuControl());
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(menu).not.toHaveAttribute('open');
  });

  it('renders nothing more when the browser reports the menu it closed for a chosen link', async () => {
    const user = userEvent.setup();
    let commits = 0;
    window.history.replaceState(null, '', '/home');
    // The app's own router: its navigation renders in the click's task, as in the browser.
    render(
      <InstantRouter>
        <Profiler id="navbar" onRender={() => (commits += 1)}>
          <Navbar site={previewSiteConfig} />
        </Profiler>
      </InstantRouter>,
    );
    await user.click(menuControl());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const beforeChoice = commits;
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    // The browser reports the menu closed a task later, on the hop's way to its first frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(window.location.pathname).toBe('/contact');
    expect(menuDisclosure()).not.toHaveAttribute('open');
    expect(commits - beforeChoice).toBe(1);
  });

  it('closes the open menu on Escape', async () => {
    const user = userEvent.setup();
    renderAt('/home');
    await user.click(menuControl());
    expect(menuDisclosure()).toHaveAttribute('open');
    within(mainNav()).getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    expect(menuDisclosure()).not.toHaveAttribute('open');
    // Focus was in the menu that closed: it is back on the menu's control, not lost.
    expect(menuControl()).toHaveFocus();
  });
});
