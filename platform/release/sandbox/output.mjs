// @ts-check
// What a sandbox prints: read, cut into lines, each labelled with whose it is and freed of
// control characters (a team's escape sequences never reach a terminal), and no more
// than a limit in all. Nobody parses it: the engine's results travel on the channel.
import { printable } from '../core/printable.mjs';

/** What one sandbox may print before the rest is dropped. */
const SANDBOX_BYTES = 64 * 1024;

/**
 * @param {string} name whose output it is ("mf-contact's render build")
 * @param {(line: string) => void} log
 * @param {number} [maxBytes] what it may print before the rest is dropped
 */
export function labelledOutput(name, log, maxBytes = SANDBOX_BYTES) {
  let kept = 0;
  let partial = '';
  let dropped = false;
  /** @param {string} line */
  const emit = (line) => log(`[${name}] ${printable(line)}`);
  return {
    /** @param {Buffer} chunk */
    write(chunk) {
      if (dropped) return;
      kept += chunk.length;
      if (kept > maxBytes) {
        dropped = true;
        if (partial) emit(partial);
        partial = '';
        emit(`… more than ${maxBytes / 1024} KB printed: the rest is dropped`);
        return;
      }
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) emit(line);
    },
    end() {
      if (partial && !dropped) emit(partial);
      partial = '';
    },
  };
}
