import type { ChildProcess } from 'node:child_process';

/** Sends `signal` to a server the tests started and waits until it has exited. */
export async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}
