// @ts-check
// A child process that runs one operation of operations.mjs, asked over Node's IPC channel
// by its parent (in-child.mjs: the engine's own code on both sides), and answers with its
// result or why it failed, as data.
import { RefusedRelease } from './core/refused.mjs';
import { OPERATIONS } from './operations.mjs';

process.once('message', async (/** @type {any} */ { operation, where, args }) => {
  try {
    if (!Object.hasOwn(OPERATIONS, operation)) throw new Error(`no operation ${operation}`);
    const run = /** @type {(where: unknown, args: unknown) => Promise<unknown>} */ (
      OPERATIONS[/** @type {keyof typeof OPERATIONS} */ (operation)]
    );
    process.send?.({ ok: true, value: await run(where, args) }, () => process.exit(0));
  } catch (error) {
    process.send?.(
      {
        ok: false,
        refused: error instanceof RefusedRelease,
        message: error instanceof Error ? error.message : String(error),
      },
      () => process.exit(1),
    );
  }
});
