// @ts-check
// `npm start` serves through these commands: each script they start by path is a file
// that exists, so a move of a folder cannot leave one behind (the collector and the
// editor's backend once were, and only `npm start` noticed).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { describe, expect, it } from 'vitest';
import { serveCommands } from './serve-commands.mjs';

/** The files a command line starts with node. @param {string} command */
const scriptsOf = (command) =>
  [...command.matchAll(/\bnode\s+(\S+\.mjs)/g)].map((match) => match[1] ?? '');

describe("npm start's commands", () => {
  const commands = serveCommands({ site: 'deploy/site', dev: false });

  it('start the apps, the previews, the collector and the editor, each from a file that exists', () => {
    expect(commands.map((each) => each.name)).toEqual(
      expect.arrayContaining(['shell', 'previews', 'collector', 'editor']),
    );
    const scripts = commands.flatMap((each) => scriptsOf(each.command));
    expect(scripts).toContain('platform/measure/collector.mjs');
    expect(scripts.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it('see a script that is not there, so the check above can fail', () => {
    const scripts = scriptsOf('node measure/collector.mjs --port 4005 && node scripts/serve.mjs');
    expect(scripts).toEqual(['measure/collector.mjs', 'scripts/serve.mjs']);
    expect(scripts.filter((file) => !existsSync(join(ROOT, file)))).toEqual([
      'measure/collector.mjs',
    ]);
  });
});
