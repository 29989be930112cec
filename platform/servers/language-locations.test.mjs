// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cdnLanguageRoutes,
  fillLocations,
  nginxLanguageRoutes,
  nginxNotFoundPages,
  serviceChoosers,
} from './language-locations.mjs';

const TEMPLATES = ['nginx/nginx.conf.template', 'cdn/nginx.conf.template'].map((file) =>
  join(import.meta.dirname, file),
);

describe('the nginx locations of each language', () => {
  it('answer the service chooser in every language, the default one at the root', () => {
    expect(serviceChoosers(['', '/hi'])).toEqual([
      `location = /service {
  if ($arg_slug ~ "^[a-z0-9-]{1,64}$") {
    return 303 /service/$arg_slug;
  }
  return 303 /services;
}
`,
      `location = /hi/service {
  if ($arg_slug ~ "^[a-z0-9-]{1,64}$") {
    return 303 /hi/service/$arg_slug;
  }
  return 303 /hi/services;
}
`,
    ]);
  });

  it("send platform/servers/nginx's missed path below a language to its not-found pages there", () => {
    expect(nginxNotFoundPages(['', '/hi'])).toEqual([
      `location ~ ^/_routes/hi/[^/]+/404\\.html$ {
  internal;
  try_files $uri /_routes/hi/404.html;
}
`,
    ]);
    expect(nginxLanguageRoutes(['', '/hi'])).toEqual([
      `location ~ ^/hi/(?<section>[A-Za-z0-9_-]+)/ {
  try_files /_routes$uri/index.html =404;
  error_page 404 /_routes/hi/$section/404.html;
}
`,
    ]);
  });

  it('give every language under a prefix its own, and the default language none', () => {
    const prefixes = ['', '/hi', '/ta'];
    for (const blocks of [
      nginxNotFoundPages(prefixes),
      nginxLanguageRoutes(prefixes),
      cdnLanguageRoutes('/site/jaipur', prefixes),
    ]) {
      expect(blocks.join('')).toContain('/hi/');
      expect(blocks.join('')).toContain('/ta/');
    }
    expect(nginxLanguageRoutes([''])).toEqual([]);
    expect(cdnLanguageRoutes('/site/jaipur', [''])).toEqual([]);
  });

  it("read the CDN's pages of a language from the bucket, its own not-found page named apart", () => {
    const [section, language, sectionNotFound, languageNotFound] = cdnLanguageRoutes(
      '/site/jaipur',
      ['', '/hi'],
    );
    expect(section).toContain('location ~ ^/hi/(?<section>[A-Za-z0-9_-]+)/ {');
    expect(section).toContain('error_page 403 404 =404 /_not-found/hi/$section;');
    expect(section).toContain('rewrite ^(.*)$ /site/jaipur/shell/_routes$1/index.html? break;');
    expect(language).toContain('location ~ ^/hi/ {');
    expect(language).toContain('error_page 403 404 =404 /_not-found-hi;');
    expect(sectionNotFound).toContain('location ^~ /_not-found/hi/ {');
    expect(languageNotFound).toContain('location = /_not-found-hi {');
    expect(languageNotFound).toContain('rewrite ^ /site/jaipur/shell/_routes/hi/404.html? break;');
  });

  it('fill a placeholder line with its blocks, indented as the line, and leave others', () => {
    const config = '  server {\n    @LANGUAGE_ROUTES@\n    @OTHER@\n  }\n';
    expect(fillLocations(config, { LANGUAGE_ROUTES: ['a {\n  b;\n}\n', 'c {\n}\n'] })).toBe(
      '  server {\n    a {\n      b;\n    }\n\n    c {\n    }\n    @OTHER@\n  }\n',
    );
    expect(fillLocations(config, { LANGUAGE_ROUTES: [] })).toBe('  server {\n    @OTHER@\n  }\n');
  });

  it('are all the templates say of a language: neither names one', () => {
    for (const template of TEMPLATES) {
      const locations = readFileSync(template, 'utf8')
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'));
      expect(locations.filter((line) => /\/hi\b/.test(line))).toEqual([]);
    }
  });

  it("fill platform/servers/nginx's template when render.sh pipes it through", () => {
    const [nginxTemplate = ''] = TEMPLATES;
    const filled = execFileSync(
      process.execPath,
      [join(import.meta.dirname, 'language-locations.mjs')],
      {
        input: readFileSync(nginxTemplate),
      },
    ).toString();
    expect(filled).not.toMatch(/@(SERVICE_CHOOSERS|LANGUAGE_NOT_FOUND_PAGES|LANGUAGE_ROUTES)@/);
    // The language's routes come before the default language's, which would take them.
    const hindi = filled.indexOf('location ~ ^/hi/(?<section>');
    expect(hindi).toBeGreaterThan(0);
    expect(hindi).toBeLessThan(filled.indexOf('location ~ ^/(?<section>'));
    expect(filled).toContain('location = /hi/service {');
  });
});
