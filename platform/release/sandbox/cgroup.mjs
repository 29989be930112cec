// @ts-check
// A build as a whole is limited, not only each of its processes: prlimit caps one
// process's memory, so twenty forks of 6 GiB each would pass it. A control group holds
// every process of one build, with one memory limit and one task count for them all
// (threads count as tasks). The engine makes one group per build, under its own:
//   cgroup v2 (GitHub's runners): as root (CI's build steps run under sudo), a group
//     below /sys/fs/cgroup/jac-builds; otherwise the engine's own group must be
//     delegated to it (systemd-run --user --scope -p Delegate=yes), and it makes each
//     build's group below its own;
//   cgroup v1 (this machine): a group in the memory and the pids hierarchies.
// The build's first process, a shell the engine wrote, enters the group before it
// starts anything else, so no process of the build is ever outside it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RefusedRelease } from '../core/refused.mjs';

const ROOT = '/sys/fs/cgroup';

export const HOW_TO_GROUP = [
  'A build runs in a control group of its own (memory and tasks for all its processes):',
  'run the engine as root, or in a delegated cgroup v2 group',
  '(systemd-run --user --scope -p Delegate=yes -- npm run …).',
].join(' ');

/**
 * @typedef {object} BuildGroup
 * @property {string[]} procs the cgroup.procs files the build's first process writes itself into
 * @property {() => string} overLimit what it ran out of, when it did ('' when it did not)
 * @property {() => void} close removes the group (its processes have died with bubblewrap)
 */

/** Each hierarchy's path of this process, from /proc/self/cgroup. */
function ownGroups() {
  /** @type {Record<string, string>} */
  const groups = {};
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers = '', path = ''] = line.split(':');
    for (const controller of controllers.split(',')) groups[controller] = path;
  }
  return groups;
}

/** Is /sys/fs/cgroup one unified (v2) hierarchy? */
const unified = () => existsSync(join(ROOT, 'cgroup.controllers'));

/** @param {string} file @param {string} value */
const write = (file, value) => writeFileSync(file, value);

/** @param {string} folder @param {number} tries */
function removeWhenEmpty(folder, tries = 50) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      rmdirSync(folder);
      return;
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === 'ENOENT') return;
      // EBUSY while the kernel reaps the last processes of the group.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/**
 * cgroup v2. As root (this machine, and CI's build steps under sudo): a folder of the
 * root group, which may hold processes and still give its controllers to children.
 * Otherwise the engine's group must be delegated to it: it moves itself into a leaf (a
 * group with processes cannot give its controllers to children), then gives memory and
 * pids to the groups below.
 * @returns {string} the folder under which build groups are made
 */
function v2Parent() {
  if (process.getuid?.() === 0) {
    const parent = join(ROOT, 'jac-builds');
    mkdirSync(parent, { recursive: true });
    enableControllers(parent);
    return parent;
  }
  const own = join(ROOT, ownGroups()[''] ?? '/');
  const parent = own.endsWith('/jac-engine') ? join(own, '..') : own;
  if (!enabledIn(parent)) {
    const leaf = join(parent, 'jac-engine');
    mkdirSync(leaf, { recursive: true });
    write(join(leaf, 'cgroup.procs'), String(process.pid));
    enableControllers(parent);
  }
  return parent;
}

/** @param {string} folder */
const enabledIn = (folder) =>
  /\bmemory\b.*\bpids\b|\bpids\b.*\bmemory\b/u.test(
    readFileSync(join(folder, 'cgroup.subtree_control'), 'utf8'),
  );

/** @param {string} folder */
function enableControllers(folder) {
  if (!enabledIn(folder)) write(join(folder, 'cgroup.subtree_control'), '+memory +pids');
}

/**
 * A new group for one build: all its processes together use at most `memoryBytes` and
 * `tasks`. Refuses, with what to do, where no group can be made.
 * @param {{ memoryBytes: number, tasks: number }} limits @returns {BuildGroup}
 */
export function openBuildGroup({ memoryBytes, tasks }) {
  const name = `jac-build-${randomBytes(6).toString('hex')}`;
  try {
    if (unified()) {
      const folder = join(v2Parent(), name);
      mkdirSync(folder);
      write(join(folder, 'memory.max'), String(memoryBytes));
      write(join(folder, 'memory.swap.max'), '0');
      write(join(folder, 'pids.max'), String(tasks));
      return {
        procs: [join(folder, 'cgroup.procs')],
        overLimit: () => v2OverLimit(folder),
        close: () => removeWhenEmpty(folder),
      };
    }
    const own = ownGroups();
    const memory = join(ROOT, 'memory', own.memory ?? '/', name);
    const pids = join(ROOT, 'pids', own.pids ?? '/', name);
    mkdirSync(memory);
    try {
      mkdirSync(pids);
      write(join(memory, 'memory.limit_in_bytes'), String(memoryBytes));
      // Swap counts too where the kernel accounts it: a build does not page its way past.
      if (existsSync(join(memory, 'memory.memsw.limit_in_bytes'))) {
        write(join(memory, 'memory.memsw.limit_in_bytes'), String(memoryBytes));
      }
      write(join(pids, 'pids.max'), String(tasks));
    } catch (error) {
      removeWhenEmpty(memory, 1);
      removeWhenEmpty(pids, 1);
      throw error;
    }
    return {
      procs: [join(memory, 'cgroup.procs'), join(pids, 'cgroup.procs')],
      overLimit: () => v1OverLimit(memory, pids),
      close: () => {
        removeWhenEmpty(memory);
        removeWhenEmpty(pids);
      },
    };
  } catch (error) {
    if (error instanceof RefusedRelease) throw error;
    throw new RefusedRelease(
      `no control group for the build (${/** @type {Error} */ (error).message}). ${HOW_TO_GROUP}`,
    );
  }
}

/** A control file's text, or '' where the kernel has none. @param {string} file */
const readOr = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** @param {string} file */
const numberIn = (file) => Number(readOr(file).trim()) || 0;

/** @param {string} folder */
function v2OverLimit(folder) {
  const events = (/** @type {string} */ file) => readOr(join(folder, file));
  const count = (/** @type {string} */ text, /** @type {string} */ key) =>
    Number(new RegExp(`^${key} (\\d+)$`, 'mu').exec(text)?.[1] ?? 0);
  if (count(events('memory.events'), 'oom_kill') > 0) return 'its memory limit';
  if (count(events('pids.events'), 'max') > 0) return 'its task limit';
  return '';
}

/** @param {string} memory @param {string} pids */
function v1OverLimit(memory, pids) {
  const killed = /^oom_kill (\d+)$/mu.exec(readOr(join(memory, 'memory.oom_control')))?.[1];
  if (Number(killed ?? 0) > 0 || numberIn(join(memory, 'memory.memsw.failcnt')) > 0) {
    return 'its memory limit';
  }
  // Older kernels have no pids.events: the exit status alone tells.
  const refused = /\bmax (\d+)/u.exec(readOr(join(pids, 'pids.events')))?.[1];
  return Number(refused ?? 0) > 0 ? 'its task limit' : '';
}

/**
 * The command that enters `group` and then runs `command`: a shell the engine wrote, so
 * the build's first process is in the group before anything of the team's starts.
 * @param {BuildGroup} group @param {string[]} command @returns {string[]}
 */
export const inGroup = (group, command) => [
  '/bin/sh',
  '-c',
  'for procs in $1; do echo $$ > "$procs" || exit 125; done; shift; exec "$@"',
  'enter-group',
  group.procs.join(' '),
  ...command,
];
