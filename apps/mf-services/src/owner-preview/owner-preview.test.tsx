import { act, render, screen } from '@testing-library/react';
import { previewSiteConfig } from 'shared-ui/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OwnerPreview } from './owner-preview';

afterEach(() => vi.restoreAllMocks());

/** A stand-in for the editor's window, which frames the page. */
function editorWindow() {
  return { postMessage: vi.fn() } as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
}

const send = (source: unknown, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }));
  });

describe("the owner's preview page", () => {
  it('says it is ready, then draws what the editor sends, half filled and in its language', async () => {
    const parent = editorWindow();
    render(<OwnerPreview site={previewSiteConfig} parent={parent} />);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'jac:owner-preview-ready' }, '*');
    const message = {
      type: 'jac:owner-preview',
      collection: 'services',
      slug: 'ac',
      locale: 'hi',
      data: {
        title: 'एसी रिपेयर',
        offerings: 'not a list',
        highlights: [{ icon: 'nope' }],
        image: { src: 'new.png', alt: 'नया' },
      },
      pictures: { 'new.png': 'data:image/png;base64,iVBORw0KGgo=' },
    };
    await send(parent, message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('एसी रिपेयर');
    expect(screen.getByRole('img', { name: 'नया' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(document.documentElement.lang).toBe('hi');
  });

  it("draws a saved picture as the part's pages do, and ignores any other window", async () => {
    const parent = editorWindow();
    render(<OwnerPreview site={previewSiteConfig} parent={parent} />);
    const message = {
      type: 'jac:owner-preview',
      collection: 'services',
      slug: 'ac',
      locale: 'en',
      data: { title: 'AC repair', image: { src: 'ac.svg', alt: 'An AC' } },
      pictures: {},
    };
    await send({}, message);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await send(parent, message);
    expect(screen.getByRole('img', { name: 'An AC' }).getAttribute('src')).toMatch(/ac.*\.svg$/);
  });

  it("takes the entry from the editor's page above its framer too: Decap frames its preview", async () => {
    const pane = editorWindow();
    const editorPage = editorWindow();
    render(<OwnerPreview site={previewSiteConfig} parent={pane} top={editorPage} />);
    expect(pane.postMessage).toHaveBeenCalledWith({ type: 'jac:owner-preview-ready' }, '*');
    await send(editorPage, {
      type: 'jac:owner-preview',
      collection: 'services',
      slug: 'ac',
      locale: 'en',
      data: { title: 'AC repair from Decap' },
      pictures: {},
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AC repair from Decap');
  });
});
