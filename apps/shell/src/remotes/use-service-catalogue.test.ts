import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadExposed } from './federation';
import { useServiceCatalogue, useServiceCatalogues } from './use-service-catalogue';

vi.mock('./federation', () => ({ loadExposed: vi.fn() }));
const mockedLoadExposed = vi.mocked(loadExposed);

const en = [{ slug: 'ac', path: '/service/ac', name: 'AC Repair & Service' }];
const hi = [{ slug: 'ac', path: '/service/ac', name: 'AC रिपेयर और सर्विस' }];

/** The page's `jac-catalogue` block, as the release step writes it. */
function inline(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'jac-catalogue';
  block.textContent = json;
  document.head.append(block);
}

describe('useServiceCatalogues', () => {
  beforeEach(() => {
    mockedLoadExposed.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    document.getElementById('jac-catalogue')?.remove();
  });

  it("reads every language's catalogue from the page, loading nothing", () => {
    inline(JSON.stringify({ en, hi }));
    const { result } = renderHook(() => useServiceCatalogues());
    expect(result.current).toEqual({ status: 'ready', catalogues: { en, hi } });
    expect(mockedLoadExposed).not.toHaveBeenCalled();
  });

  it('without a block, loads it from mf-services; an English-only one serves every language', async () => {
    mockedLoadExposed.mockResolvedValue({ serviceCatalogue: en } as never);
    const { result } = renderHook(() => useServiceCatalogues());
    expect(result.current).toEqual({ status: 'loading', catalogues: undefined });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', catalogues: { en } }));
    expect(mockedLoadExposed).toHaveBeenCalledWith('mf_services/Catalogue');
  });

  it('hands on a block that lists none as it is first (what the render was given), then loads', async () => {
    inline('{}');
    mockedLoadExposed.mockResolvedValue({ serviceCatalogue: en, serviceCatalogues: { en, hi } });
    const { result } = renderHook(() => useServiceCatalogues());
    expect(result.current).toEqual({ status: 'loading', catalogues: {} });
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', catalogues: { en, hi } }),
    );
  });

  it('says when mf-services could not be asked', async () => {
    mockedLoadExposed.mockRejectedValue(new Error('down'));
    const { result } = renderHook(() => useServiceCatalogues());
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('loads it from mf-services when the block is unreadable', async () => {
    inline('{not json');
    mockedLoadExposed.mockResolvedValue({ serviceCatalogue: en } as never);
    const { result } = renderHook(() => useServiceCatalogues());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(console.error).toHaveBeenCalledWith(
      '[shell] the inline service catalogue is unreadable:',
      expect.any(Error),
    );
  });
});

describe('useServiceCatalogue (the footer)', () => {
  afterEach(() => {
    document.getElementById('jac-catalogue')?.remove();
  });

  it("lists the page's language, or English where mf-services wrote no other", () => {
    inline(JSON.stringify({ en, hi }));
    expect(renderHook(() => useServiceCatalogue('hi')).result.current).toEqual({
      status: 'ready',
      services: hi,
    });
    document.getElementById('jac-catalogue')?.remove();
    inline(JSON.stringify({ en }));
    expect(renderHook(() => useServiceCatalogue('hi')).result.current).toEqual({
      status: 'ready',
      services: en,
    });
  });

  it('shows a preset as it is (the pre-render)', () => {
    inline(JSON.stringify({ en, hi }));
    expect(renderHook(() => useServiceCatalogue('en', hi)).result.current).toEqual({
      status: 'ready',
      services: hi,
    });
  });
});
