import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading, followPageHeading } from './page-focus';

function page(heading: string) {
  document.body.innerHTML = `<main id="main"><section><h1>${heading}</h1></section><a href="/x">x</a></main>`;
  return document.getElementById('main') as HTMLElement;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focus on the page heading after a soft navigation', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('follows the heading when the page that arrives late replaces it', async () => {
    const main = page('AC repair');
    focusPageHeading();
    stop = followPageHeading();
    (main.querySelector('section') as HTMLElement).innerHTML = '<h1>Our services</h1>';
    await settle();
    expect(document.activeElement?.textContent).toBe('Our services');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where the visitor put it', async () => {
    const main = page('AC repair');
    focusPageHeading();
    stop = followPageHeading();
    (main.querySelector('a') as HTMLElement).focus();
    (main.querySelector('section') as HTMLElement).innerHTML = '<h1>Our services</h1>';
    await settle();
    expect(document.activeElement?.textContent).toBe('x');
  });

  it('moves nothing once stopped (the next page change)', async () => {
    const main = page('AC repair');
    focusPageHeading();
    followPageHeading()();
    (main.querySelector('section') as HTMLElement).innerHTML = '<h1>Our services</h1>';
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
