// @ts-check
// What the servers' starts do alike: read the folder and port they serve, and stop
// cleanly on Ctrl-C or a stop, so a test or script that ends them leaves no port held.
import { resolve } from 'node:path';

/**
 * The `<dir> <port>` a start was given, or its usage and exit status 2.
 * @param {string[]} positionals @param {string} usage
 * @returns {{ site: string, port: number }}
 */
export function siteAndPort(positionals, usage) {
  const [rootArg, portArg] = positionals;
  if (!rootArg || !portArg) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return { site: resolve(rootArg), port: Number(portArg) };
}

/** Runs `stop` on SIGINT and SIGTERM. @param {() => void} stop */
export function stopOnSignal(stop) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
}
