#!/usr/bin/env node
// @ts-check
// The shell's nginx locations that name a language, written for every language of
// packages/shared-types/locales.json (site-layout.mjs's LANGUAGE_PREFIXES), so neither nginx
// template names one: each holds a placeholder line where these go. platform/servers/cdn/render.mjs
// fills its own; platform/servers/nginx/render.sh pipes its rendered template through this file:
//   node language-locations.mjs < rendered-template > nginx.conf
import { LANGUAGE_PREFIXES } from 'deployment';

/**
 * The footer's service chooser without JavaScript (a GET form: /service?slug=ac,
 * /hi/service?slug=ac on a Hindi page), as site/site-redirects.mjs answers it. The Location is
 * built from a slug that passed the pattern, so it never leaves the site.
 * @param {readonly string[]} [prefixes] the languages' path prefixes: '', '/hi'
 */
export const serviceChoosers = (prefixes = LANGUAGE_PREFIXES) =>
  prefixes.map(
    (prefix) => `location = ${prefix}/service {
  if ($arg_slug ~ "^[a-z0-9-]{1,64}$") {
    return 303 ${prefix}/service/$arg_slug;
  }
  return 303 ${prefix}/services;
}
`,
  );

/** The prefixes of the languages served below one: '/hi'. @param {readonly string[]} prefixes */
const prefixed = (prefixes) => prefixes.filter((prefix) => prefix !== '');

/**
 * platform/servers/nginx, below a language: a section's not-found page in that language, else the
 * language's own (site-layout.mjs, sectionNotFoundFiles).
 * @param {readonly string[]} [prefixes]
 */
export const nginxNotFoundPages = (prefixes = LANGUAGE_PREFIXES) =>
  prefixed(prefixes).map(
    (prefix) => `location ~ ^/_routes${prefix}/[^/]+/404\\.html$ {
  internal;
  try_files $uri /_routes${prefix}/404.html;
}
`,
  );

/**
 * platform/servers/nginx, a route below a language (/hi/service/ac): its composed page, else the
 * not-found page of its section in that language.
 * @param {readonly string[]} [prefixes]
 */
export const nginxLanguageRoutes = (prefixes = LANGUAGE_PREFIXES) =>
  prefixed(prefixes).map(
    (prefix) => `location ~ ^${prefix}/(?<section>[A-Za-z0-9_-]+)/ {
  try_files /_routes$uri/index.html =404;
  error_page 404 /_routes${prefix}/$section/404.html;
}
`,
  );

/**
 * platform/servers/cdn, a route below a language: its composed page; missing, its section's
 * not-found page in that language, then the language's own (/hi/<unknown> goes straight
 * to it). The language's page is named apart from its section's (/_not-found-hi, not
 * /_not-found/hi): nginx answers a prefix location's name without its slash with a
 * redirect to it.
 * @param {string} bucketPath the bucket and prefix at the S3 endpoint: /site/jaipur
 * @param {readonly string[]} [prefixes]
 */
export const cdnLanguageRoutes = (bucketPath, prefixes = LANGUAGE_PREFIXES) =>
  prefixed(prefixes).flatMap((prefix) => {
    const languagePage = `/_not-found${prefix.replace('/', '-')}`;
    return [
      `location ~ ^${prefix}/(?<section>[A-Za-z0-9_-]+)/ {
  recursive_error_pages on;
  error_page 403 404 =404 /_not-found${prefix}/$section;
  rewrite ^(.*)$ ${bucketPath}/shell/_routes$1/index.html? break;
  proxy_pass http://bucket;
}
`,
      `location ~ ^${prefix}/ {
  error_page 403 404 =404 ${languagePage};
  rewrite ^(.*)$ ${bucketPath}/shell/_routes$1/index.html? break;
  proxy_pass http://bucket;
}
`,
      `location ^~ /_not-found${prefix}/ {
  internal;
  recursive_error_pages on;
  error_page 403 404 =404 ${languagePage};
  rewrite ^/_not-found/(.+)$ ${bucketPath}/shell/_routes/$1/404.html? break;
  proxy_pass http://bucket;
}
`,
      `location = ${languagePage} {
  internal;
  rewrite ^ ${bucketPath}/shell/_routes${prefix}/404.html? break;
  proxy_pass http://bucket;
}
`,
    ];
  });

/**
 * `config` with each placeholder line ('    @LANGUAGE_ROUTES@') replaced by its blocks,
 * indented as that line is, a blank line between two; a placeholder `blocks` does not
 * name is left as it is.
 * @param {string} config @param {Record<string, readonly string[]>} blocks
 */
export function fillLocations(config, blocks) {
  return config.replace(/^( *)@([A-Z_]+)@\n/gm, (line, indent, name) => {
    const filled = blocks[name];
    if (!filled) return line;
    return filled
      .join('\n')
      .split('\n')
      .map((text) => (text ? `${indent}${text}` : text))
      .join('\n');
  });
}

/** platform/servers/nginx's blocks, by the placeholder its template holds them at. */
export const nginxLocations = () => ({
  SERVICE_CHOOSERS: serviceChoosers(),
  LANGUAGE_NOT_FOUND_PAGES: nginxNotFoundPages(),
  LANGUAGE_ROUTES: nginxLanguageRoutes(),
});

if (process.argv[1] === import.meta.filename) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  process.stdout.write(fillLocations(Buffer.concat(chunks).toString('utf8'), nginxLocations()));
}
