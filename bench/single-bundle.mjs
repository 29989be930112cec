// @ts-check
// The line to beat: the single-bundle React site this one replaces
// (github.com/shubhamsainiiii/a2z-service), built with its own Vite config and served
// beside this site on loopback, so that `npm run bench -- --against-single-bundle DIR`
// measures both in one run, route by route, and prints ratios (issue 56): this machine's
// speed changes from day to day, a ratio in one run does not.
//
// DIR is a clone of it (or its bare git folder). Its files are taken from git's HEAD; a
// file whose blob the clone lacks (ten of its JPGs in our snapshot) gets a stand-in of a
// like file's size, a JPEG of noise, which weighs on the network as the real one would.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contained, contentTypeOf } from 'deployment';

/** @import { HopSite } from './soft-navigation.mjs' */

/** @param {string} gitDir @param {string[]} args */
const git = (gitDir, args) =>
  execFileSync('git', [`--git-dir=${gitDir}`, ...args], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/**
 * Its files at HEAD, with the size of each present blob, and those whose blob is missing.
 * @param {string} gitDir @returns {Array<{ path: string, sha: string, size: number | null }>}
 */
function filesAtHead(gitDir) {
  return String(git(gitDir, ['ls-tree', '-r', '-l', 'HEAD']))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [, , sha = '', size = '-'] = meta.split(/\s+/);
      let present = true;
      try {
        git(gitDir, ['cat-file', '-e', sha]);
      } catch {
        present = false;
      }
      return { path, sha, size: present && size !== '-' ? Number(size) : null };
    });
}

/**
 * A stand-in for a missing image: the median size of its kind's present files (a
 * background for a background, a carousel slide for a slide).
 * @param {string} path @param {Array<{ path: string, size: number | null }>} files
 */
function standInSize(path, files) {
  const kind = /Bg\.jpg$|Page\.jpg$/.test(path) ? /Bg\.jpg$/ : /carousel\d\.jpg$/;
  const sizes = files
    .filter((file) => file.size !== null && kind.test(file.path))
    .map((file) => /** @type {number} */ (file.size))
    .sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 200_000;
}

/**
 * A JPEG of noise of about `bytes`.
 * @param {number} bytes @returns {Promise<Buffer>}
 */
async function noiseJpeg(bytes) {
  const { default: sharp } = await import('sharp');
  const width = 1600;
  // Noise at quality 80 costs about 1.7 bytes a pixel; one correction gets within a few %.
  let height = Math.max(8, Math.round(bytes / (width * 1.7)));
  /** @type {Buffer} */
  let jpeg = Buffer.alloc(0);
  for (let attempt = 0; attempt < 3; attempt++) {
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
    jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    height = Math.max(8, Math.round(height * (bytes / jpeg.length)));
  }
  return jpeg;
}

/**
 * Builds the single bundle from the clone `from` into `work` (kept between runs: the same
 * commit is built once) and returns its dist folder.
 * @param {string} from a clone or its git folder @param {string} work
 * @param {(line: string) => void} log
 */
export async function buildSingleBundle(from, work, log) {
  const gitDir = String(
    execFileSync('git', ['-C', from, 'rev-parse', '--absolute-git-dir'], { encoding: 'utf8' }),
  ).trim();
  const commit = String(git(gitDir, ['rev-parse', 'HEAD'])).trim();
  const dist = join(work, 'dist');
  const stamp = join(work, 'built-from');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === commit && existsSync(dist)) return dist;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const files = filesAtHead(gitDir);
  for (const file of files) {
    const target = contained(work, file.path);
    mkdirSync(dirname(target), { recursive: true });
    if (file.size !== null) writeFileSync(target, git(gitDir, ['cat-file', 'blob', file.sha]));
    else if (/\.jpe?g$/i.test(file.path)) {
      const size = standInSize(file.path, files);
      writeFileSync(target, await noiseJpeg(size));
      log(
        `single bundle: ${file.path} is not in the clone, a stand-in of ${Math.round(size / 1024)} KB`,
      );
    } else throw new Error(`${file.path} of the single bundle is not in the clone`);
  }
  // Its own lockfile and Vite config; no install script of its runs.
  const npm = (/** @type {string[]} */ args) =>
    execFileSync('npm', args, { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
  npm(['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
  npm(['exec', '--', 'vite', 'build', '--logLevel', 'warn']);
  writeFileSync(stamp, commit);
  return dist;
}

/**
 * Serves `dist` on loopback as a static host serves a single-page app: gzip for text,
 * hashed assets cached for a year, index.html for any path that is no file.
 * @param {string} dist @param {number} port @returns {Promise<() => void>}
 */
export function serveSingleBundle(dist, port) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path === '/' ? join(dist, 'index.html') : contained(dist, path.slice(1));
    if (!existsSync(file) || extname(file) === '') file = join(dist, 'index.html');
    const body = readFileSync(file);
    const type = contentTypeOf(file);
    const text = /^(text\/|application\/(javascript|json)|image\/svg)/.test(type);
    const gzip = text && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(200, {
      'content-type': type,
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(() => server.close())),
  );
}

/**
 * The single bundle's page for one of this site's routes: the same path in English (it
 * has no Hindi), its landing page for the Hindi landing page.
 * @param {string} route
 */
export const singleBundleRoute = (route) => route.replace(/^\/hi(?=\/|$)/, '') || '/';

/**
 * The single bundle as hops are timed on it: ready once React drew a heading, its navbar's
 * links (in the menu its icon button opens, on a phone), its first heading (it has no main
 * or h1: each page's first h2 is its title).
 * @param {string} origin @returns {HopSite}
 */
export const singleBundleHopSite = (origin) => ({
  origin,
  heading: 'h2',
  ready: async (page, url) => {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('#root h2') !== null);
  },
  link: (page, name) => page.locator('nav').getByRole('link', { name, exact: true }).first(),
  menu: async (page) => page.locator('nav button').first(),
});
