import { describe, expect, it } from 'vitest';
import { classesOfCssModule, firstPaintCss } from './first-paint-css.ts';

const part = [
  ':root{--brand:#0b3a75}',
  '@font-face{font-family:x;src:url(x.woff2)}',
  '._hero_aB3d-9{color:red}',
  '._about_Zz9_yy{color:blue}',
  '._hero_aB3d-9 h2,._about_Zz9_yy h2{margin:0}',
  '@media (width>=48rem){._about_Zz9_yy{padding:0}._hero_aB3d-9{padding:1rem}}',
  '@media print{._about_Zz9_yy{display:none}}',
  '._about_Zz9_yy[data-x="}"]{content:"{"}',
  'h1{font-size:2rem}',
  '.swiper-slide{flex-shrink:0}',
].join('');
const modules = new Set(['_hero_aB3d-9', '_about_Zz9_yy']);

describe("a page's rules out of its part's stylesheet", () => {
  it('keeps the rules of its own classes and every rule naming no module class', () => {
    expect(firstPaintCss(part, new Set(['_hero_aB3d-9']), modules)).toBe(
      [
        ':root{--brand:#0b3a75}',
        '@font-face{font-family:x;src:url(x.woff2)}',
        '._hero_aB3d-9{color:red}',
        '._hero_aB3d-9 h2,._about_Zz9_yy h2{margin:0}',
        '@media (width>=48rem){._hero_aB3d-9{padding:1rem}}',
        'h1{font-size:2rem}',
        '.swiper-slide{flex-shrink:0}',
      ].join(''),
    );
  });

  it('keeps everything for a page that uses every class, braces in strings included', () => {
    expect(firstPaintCss(part, modules, modules)).toBe(part);
  });

  it("reads a CSS module's classes from its JavaScript", () => {
    expect(
      classesOfCssModule('var e={hero:`_hero_aB3d-9`,title:"_title_Q1w2e3"};export{e as default}'),
    ).toEqual(['_hero_aB3d-9', '_title_Q1w2e3']);
    expect(classesOfCssModule('const card = "_card_1 _pill_2";export default { card };')).toEqual([
      '_card_1',
      '_pill_2',
    ]);
  });
});
