import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemotePageProps } from 'shared-types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../config/site-config';
import { loadExposed, prepareRetry } from './federation';
import { RemotePage } from './remote-page';

vi.mock('./federation', () => ({
  loadExposed: vi.fn(),
  loadedModule: vi.fn(),
  prepareRetry: vi.fn(),
  takeFirstLoad: vi.fn(),
}));
const mockedLoadExposed = vi.mocked(loadExposed);

function WorkingPage({ site }: RemotePageProps) {
  return <h1>Contact {site.phoneDisplay}</h1>;
}

function ThrowingPage(): never {
  throw new Error('broken remote');
}

function renderRemotePage() {
  const router = createMemoryRouter(
    [{ path: '*', element: <RemotePage moduleId="mf_contact/ContactPage" /> }],
    { initialEntries: ['/contact'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RemotePage', () => {
  beforeEach(() => {
    mockedLoadExposed.mockReset();
    vi.mocked(prepareRetry).mockResolvedValue();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("renders the remote's page with the shell's site config", async () => {
    mockedLoadExposed.mockResolvedValue({ default: WorkingPage } as never);
    renderRemotePage();
    expect(
      await screen.findByRole('heading', { name: `Contact ${siteConfig.phoneDisplay}` }),
    ).toBeInTheDocument();
  });

  it('shows the fallback with call and WhatsApp links when the remote fails to load', async () => {
    mockedLoadExposed.mockRejectedValue(new Error('network'));
    renderRemotePage();
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
    mockedLoadExposed.mockResolvedValue({ default: ThrowingPage } as never);
    renderRemotePage();
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
    mockedLoadExposed
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ default: WorkingPage } as never);
    renderRemotePage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: `Contact ${siteConfig.phoneDisplay}` }),
    ).toBeInTheDocument();
    expect(prepareRetry).toHaveBeenCalledWith('mf_contact/ContactPage');
    expect(mockedLoadExposed).toHaveBeenCalledTimes(2);
  });
});
