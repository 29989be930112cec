#!/usr/bin/env node
// @ts-check
// `npm run serve`: every app of composition.json, as deployed in deploy/site (or the
// folder given), each on its own port, the shell with its route HTML and history
// fallback, the previews server, the field measurement's collector (behind the shell's
// /measure), the owner's editor on its own origin (the shell's server serves it:
// http://localhost:4004) and its local backend with the owner's drafts.
// `npm run dev` (`--dev`): each app's Vite dev server instead. Ctrl-C stops all.
import { parseArgs } from 'node:util';
import { ROOT } from 'composition';
import { concurrently } from 'concurrently';
import { serveCommands } from './serve-commands.mjs';

const { positionals, values } = parseArgs({
  options: { dev: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const commands = serveCommands({ site: positionals[0] ?? 'deploy/site', dev: values.dev });
const { result } = concurrently(commands, {
  killOthersOn: ['failure', 'success'],
  cwd: ROOT,
});
result.catch(() => process.exit(1));
