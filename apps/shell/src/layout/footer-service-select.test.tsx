import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadExposed } from '../remotes/federation';
import { FooterServiceSelect } from './footer-service-select';

vi.mock('../remotes/federation', () => ({ loadExposed: vi.fn() }));
const mockedLoadExposed = vi.mocked(loadExposed);

const catalogue = [
  { slug: 'ac', path: '/service/ac', name: 'AC Repair & Service' },
  { slug: 'fridge', path: '/service/fridge', name: 'Fridge Repair' },
];

function renderSelect() {
  const router = createMemoryRouter([{ path: '*', element: <FooterServiceSelect /> }], {
    initialEntries: ['/home'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('FooterServiceSelect', () => {
  beforeEach(() => {
    mockedLoadExposed.mockClear();
  });

  it("lists mf-services' catalogue after 'Select a Service' and navigates to the chosen page", async () => {
    mockedLoadExposed.mockResolvedValue({ serviceCatalogue: catalogue } as never);
    const router = renderSelect();
    const select = screen.getByRole('combobox', { name: 'Go to a service page' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(mockedLoadExposed).toHaveBeenCalledWith('mf_services/Catalogue');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a Service',
      'AC Repair & Service',
      'Fridge Repair',
    ]);

    await userEvent.setup().selectOptions(select, 'Fridge Repair');
    expect(router.state.location.pathname).toBe('/service/fridge');
    expect(select).toHaveValue('fridge');
  });

  it('is a form that asks the server for /service?slug=<slug> without the app, and submits in the app', async () => {
    mockedLoadExposed.mockResolvedValue({ serviceCatalogue: catalogue } as never);
    const router = renderSelect();
    const select = screen.getByRole('combobox', { name: 'Go to a service page' });
    await waitFor(() => expect(select).toBeEnabled());
    const form = select.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/service');
    expect(form).toHaveAttribute('method', 'get');
    expect(select).toHaveAttribute('name', 'slug');

    // A choice made without a change event (as a browser may on the keyboard) is opened by
    // the button: the form's submission, kept in the app.
    (select as HTMLSelectElement).value = 'ac';
    expect(router.state.location.pathname).toBe('/home');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(router.state.location.pathname).toBe('/service/ac');
  });

  it('keeps a service chosen before the app took the footer over, and opens it', async () => {
    const router = () =>
      createMemoryRouter([{ path: '*', element: <FooterServiceSelect preset={catalogue} /> }], {
        initialEntries: ['/home'],
      });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={router()} />);
    document.body.append(container);
    // The visitor chooses in the composed page's markup, before the app arrives.
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'fridge';
    const hydrated = router();
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={hydrated} />);
    });
    expect(select.value).toBe('fridge');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(hydrated.state.location.pathname).toBe('/service/fridge');
    container.remove();
  });

  it('falls back to a link to the catalogue when mf-services is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockedLoadExposed.mockImplementation(() => Promise.reject(new Error('down')));
    renderSelect();
    expect(await screen.findByRole('link', { name: 'See all our services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
