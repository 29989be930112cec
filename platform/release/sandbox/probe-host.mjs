// @ts-check
// What a sandbox can reach, reported to the engine before any foreign code runs
// (walls-present.mjs): the engine's process, a port the engine listens on, a write to its
// own folder, its environment. Every answer should be "no".
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { serveEngine } from './engine-channel.mjs';

const [enginePid = 0, port = 0] = process.argv.slice(2).map(Number);

/** @param {() => void} attempt */
const refused = (attempt) => {
  try {
    attempt();
    return false;
  } catch {
    return true;
  }
};

/** @returns {Promise<boolean>} whether a connection to the engine's port was refused */
const loopbackClosed = () =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 2000 });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(true);
    });
  });

serveEngine({
  probe: async () => ({
    engineHidden: refused(() => process.kill(enginePid, 0)),
    loopbackClosed: await loopbackClosed(),
    folderReadOnly: refused(() => writeFileSync(join(import.meta.dirname, '.probe'), 'x')),
    environment: Object.keys(process.env).sort(),
    uid: process.getuid?.() ?? -1,
  }),
});
