import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../config/site-config';
import { prerenderedPage } from '../prerendered/prerendered-page';
import { loadExposed, loadedModule, prepareRetry } from './federation';
import { RemotePage } from './remote-page';

vi.mock('./federation', () => ({
  loadExposed: vi.fn(),
  loadedModule: vi.fn(),
  prepareRetry: vi.fn(),
  firstLoadFailure: vi.fn(),
  firstLoadOf: vi.fn(),
}));
vi.mock('../prerendered/prerendered-page', () => ({ prerenderedPage: vi.fn() }));
const mockedLoadExposed = vi.mocked(loadExposed);

/** Like the real module: what a load delivered is then known without waiting. */
function remember(load: () => Promise<unknown>) {
  let delivered: unknown;
  vi.mocked(loadedModule).mockImplementation(() => delivered as never);
  return async () => {
    delivered = await load();
    return delivered as never;
  };
}

function WorkingPage({ site }: RemotePageProps) {
  return <h1>Contact {site.phoneDisplay}</h1>;
}

/** A page that shows the catalogues it was handed. */
function CataloguesPage({ serviceCatalogues }: RemotePageProps) {
  return <pre data-testid="catalogues">{JSON.stringify(serviceCatalogues)}</pre>;
}

/** The catalogues the release step inlines into every page (its `jac-catalogue` block). */
const inlineCatalogues = {
  en: [{ slug: 'water-cooler', path: '/service/water-cooler', name: 'Water Cooler Repair' }],
  hi: [{ slug: 'water-cooler', path: '/service/water-cooler', name: 'वॉटर कूलर रिपेयर' }],
};

function ThrowingPage(): never {
  throw new Error('broken remote');
}

/** Rendered inside an awaited act(), which React needs to resume a suspended render in tests. */
async function renderRemotePage() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense>
            <RemotePage moduleId="mf_contact/ContactPage" />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/contact'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('RemotePage', () => {
  beforeEach(() => {
    mockedLoadExposed.mockReset();
    vi.mocked(loadedModule).mockReset();
    // No pre-rendered page unless a test serves one.
    vi.mocked(prerenderedPage).mockReturnValue(new Promise(() => {}));
    vi.mocked(prepareRetry).mockResolvedValue();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // As in every composed page: no test here loads mf-services for the catalogue.
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'jac-catalogue';
    block.textContent = JSON.stringify(inlineCatalogues);
    document.head.append(block);
  });

  afterEach(() => {
    document.getElementById('jac-catalogue')?.remove();
  });

  it("renders the remote's page with the shell's site config", async () => {
    mockedLoadExposed.mockImplementation(remember(async () => ({ default: WorkingPage })));
    await renderRemotePage();
    expect(
      await screen.findByRole('heading', { name: `Contact ${siteConfig.phoneDisplay}` }),
    ).toBeInTheDocument();
  });

  it('hands the page the catalogue in every language as the page inlines it (contract 1.3)', async () => {
    mockedLoadExposed.mockImplementation(remember(async () => ({ default: CataloguesPage })));
    await renderRemotePage();
    const shown = await screen.findByTestId('catalogues');
    expect(JSON.parse(shown.textContent ?? '')).toEqual(inlineCatalogues);
    expect(mockedLoadExposed).not.toHaveBeenCalledWith('mf_services/Catalogue');
  });

  it('shows the pre-rendered page while the module is on its way, then the live page', async () => {
    let arrive: (module: unknown) => void = () => {};
    mockedLoadExposed.mockImplementation(
      remember(() => new Promise((resolve) => (arrive = resolve))),
    );
    vi.mocked(prerenderedPage).mockResolvedValue({
      html: '<h1>Contact (pre-rendered)</h1>',
      title: 'Contact',
      description: 'Contact us',
      css: 'h1 { color: rebeccapurple }',
    });
    await renderRemotePage();
    expect(
      await screen.findByRole('heading', { name: 'Contact (pre-rendered)' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Contact');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => arrive({ default: WorkingPage }));
    expect(
      await screen.findByRole('heading', { name: `Contact ${siteConfig.phoneDisplay}` }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Contact (pre-rendered)')).not.toBeInTheDocument();
  });

  it('shows the fallback with call and WhatsApp links when the remote fails to load', async () => {
    mockedLoadExposed.mockRejectedValue(new Error('network'));
    await renderRemotePage();
    expect(
      await screen.findByRole('heading', { name: 'Sorry, this page did not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      `tel:${siteConfig.phoneE164}`,
    );
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^https://wa\\.me/${siteConfig.whatsappNumber}`)),
    );
  });

  it('contains a remote that throws while rendering', async () => {
    mockedLoadExposed.mockImplementation(remember(async () => ({ default: ThrowingPage })));
    await renderRemotePage();
    expect(
      await screen.findByRole('heading', { name: 'Sorry, this page did not load' }),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[shell] mf_contact/ContactPage failed:',
      expect.any(Error),
      expect.any(String),
    );
  });

  it('retries with a fresh load, and shows the page once the remote is back', async () => {
    const load = remember(async () => ({ default: WorkingPage }));
    mockedLoadExposed
      .mockImplementationOnce(() => Promise.reject(new Error('down')))
      .mockImplementation(load);
    await renderRemotePage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: `Contact ${siteConfig.phoneDisplay}` }),
    ).toBeInTheDocument();
    expect(prepareRetry).toHaveBeenCalledWith('mf_contact/ContactPage');
    expect(mockedLoadExposed).toHaveBeenCalledTimes(2);
  });
});
