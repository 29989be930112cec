// @ts-check
// Inside the walls, the engine's own first step of a build: it seeds the tools' cache,
// runs the team's build, then sends what the build wrote (its output folder and the
// cache, both small tmpfs mounts that vanish with the sandbox) back on fd 3 as a stream
// of files. Nothing the build writes survives the sandbox but that stream, which the
// engine reads as data and checks (unpack.mjs): a link becomes a "link" entry the
// engine refuses, never a path the engine follows.
//
//   build-host.mjs '{"command":[…],"outputs":["/…/dist","/…/node_modules/.cache"],"seed":"/…"|null}'
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** @type {{ command: string[], outputs: string[], seed: string | null, cache: string }} */
const spec = JSON.parse(process.argv[2] ?? '{}');
const channel = createWriteStream('', { fd: 3 });

/** @param {object} header @param {Buffer} [body] */
const send = (header, body) =>
  new Promise((resolve) => {
    channel.write(`${JSON.stringify(body ? { ...header, size: body.length } : header)}\n`);
    if (body) channel.write(body);
    if (channel.writableNeedDrain) channel.once('drain', () => resolve(undefined));
    else resolve(undefined);
  });

/**
 * Every entry below `folder`, depth first, never following a link.
 * @param {string} folder @param {string} [prefix]
 * @returns {Generator<{ relative: string, kind: 'folder' | 'file' | 'other', path: string }>}
 */
function* entries(folder, prefix = '') {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    const stats = lstatSync(path);
    if (stats.isDirectory()) {
      yield { relative, kind: 'folder', path };
      yield* entries(path, relative);
    } else {
      yield { relative, kind: stats.isFile() ? 'file' : 'other', path };
    }
  }
}

if (spec.seed && existsSync(spec.seed)) cpSync(spec.seed, spec.cache, { recursive: true });
const [program = '', ...args] = spec.command;
// The team's build gets stdin closed and its output printed; fd 3 is the engine's alone
// (named, or the build would inherit it: this process did, without close-on-exec).
const build = spawn(program, args, { stdio: ['ignore', 'inherit', 'inherit', 'ignore'] });
build.on('exit', async (code, signal) => {
  if (code === 0) {
    for (const [output, folder] of spec.outputs.entries()) {
      for (const entry of entries(folder)) {
        if (entry.kind === 'file') {
          await send({ output, path: entry.relative, kind: 'file' }, readFileSync(entry.path));
        } else {
          await send({ output, path: entry.relative, kind: entry.kind });
        }
      }
    }
    await send({ end: true });
  }
  channel.end(() => process.exit(code ?? (signal ? 128 : 1)));
});
