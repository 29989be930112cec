// @ts-check
// The operating system's walls around code the engine did not write (decision 016), with
// bubblewrap: new user, process, network, IPC and host-name namespaces (it cannot see or
// signal the engine, and has no network at all, loopback included), a file system of
// /usr, the folders it is given read-only and a small scratch /tmp, no environment, no
// capabilities, no new privileges, its own session (no terminal to push keys into), and
// it is killed with the engine. prlimit adds what namespaces do not limit: memory, CPU
// time and the size of a file it writes; a control group (cgroup.mjs) limits a build's
// processes together. It writes nothing that outlives it: its only writable folders are
// tmpfs mounts of its own, and what a build made comes back as data (build-host.mjs).
import { dirname } from 'node:path';

/**
 * @typedef {object} Walls what one sandbox may use
 * @property {string[]} reads folders it may read (bound read-only at the same path)
 * @property {{ path: string, bytes: number }[]} [tmpfs] empty folders of its own, at most
 *   `bytes` each, made over `path` (a build's output): they vanish with the sandbox
 * @property {number} memoryBytes its data segment (heap, buffers) at most
 * @property {number} cpuSeconds CPU time at most, then SIGKILL
 * @property {number} scratchBytes its /tmp at most
 * @property {Record<string, string>} [env] the only environment it gets
 * @property {string} cwd where it starts: a folder made on its /tmp
 */

/** Every system folder that is a link to /usr on a merged-/usr system. */
const USR_LINKS = ['bin', 'lib', 'lib64', 'sbin'];

/**
 * The command line that runs `command` behind the walls.
 * @param {string[]} command the program (inside /usr or a folder of `reads`) and its arguments
 * @param {Walls} walls @param {{ links: Record<string, string> }} system what /bin, /lib… link to
 * @returns {string[]}
 */
export function walledCommand(command, walls, system) {
  const env = Object.entries({ PATH: '/usr/bin:/bin', HOME: '/tmp', ...walls.env }).flatMap(
    ([name, value]) => ['--setenv', name, value],
  );
  return [
    'prlimit',
    `--data=${walls.memoryBytes}`,
    `--cpu=${walls.cpuSeconds}`,
    `--fsize=${walls.scratchBytes}`,
    '--core=0',
    '--',
    'bwrap',
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--uid',
    '65534',
    '--gid',
    '65534',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--clearenv',
    ...env,
    '--ro-bind',
    '/usr',
    '/usr',
    ...Object.entries(system.links).flatMap(([link, target]) => ['--symlink', target, `/${link}`]),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    // Its /dev is a tmpfs of its own: read-only, or it is memory outside every limit.
    '--remount-ro',
    '/dev',
    '--size',
    String(walls.scratchBytes),
    '--tmpfs',
    '/tmp',
    '--dir',
    walls.cwd,
    ...[...new Set(walls.reads)].flatMap((folder) => ['--ro-bind', folder, folder]),
    ...(walls.tmpfs ?? []).flatMap(({ path, bytes }) => ['--size', String(bytes), '--tmpfs', path]),
    // Its root is a tmpfs of bubblewrap's, the folders of its mount points in it: read-only,
    // or it is memory outside every limit, as /dev would be.
    '--remount-ro',
    '/',
    '--chdir',
    walls.cwd,
    '--',
    ...command,
  ];
}

/** The links of a merged-/usr system (/bin → usr/bin …), read once. */
export async function systemLinks() {
  const { readlink } = await import('node:fs/promises');
  /** @type {Record<string, string>} */
  const links = {};
  for (const link of USR_LINKS) {
    const target = await readlink(`/${link}`).catch(() => null);
    if (target?.startsWith('usr/')) links[link] = target;
  }
  return { links };
}

/** Node's folder, when it is not under /usr (nvm, a tarball): the sandbox must read it. */
export const nodeFolder = () =>
  process.execPath.startsWith('/usr/') ? [] : [dirname(dirname(process.execPath))];
