// @ts-check
// The layout's rules, each a function of a list of imports that answers with its
// breaches in words, [] when it holds: the tests beside this file hold the repository's imports to
// them, and shows each can fail on a made-up list.
import {
  ABOVE,
  APP_FLOORS,
  ENTERED_BY_PATH,
  PATHS_FROM,
  RELEASE_FLOORS,
  ROOT_FILES,
  TEST_TOOLS,
  WINGS,
} from './floors.mjs';

/** @import { Import } from './imports.mjs' */
/** @import { Workspace } from './workspaces.mjs' */

/**
 * A test, or what only tests use: a testing/ folder's stand-ins, the testing/ wing and its
 * configurations at the root (playwright.config.ts). @param {string} file
 */
export const isTest = (file) =>
  /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file) ||
  /(?:^|\/)testing\//.test(file) ||
  roomOf(file) === 'testing';

/**
 * The room a path is in: a wing's folder (platform/release), another folder at the root,
 * or the room a file at the root belongs to (an import may leave out its extension:
 * './playwright.config').
 * @param {string} path
 */
export function roomOf(path) {
  const [top = '', next, ...inside] = path.split('/');
  if (WINGS.includes(top) && next !== undefined && inside.length > 0) return `${top}/${next}`;
  if (next !== undefined) return top;
  const file = Object.keys(ROOT_FILES).find((name) => name === top || name.startsWith(`${top}.`));
  return file === undefined ? top : (ROOT_FILES[file] ?? top);
}

/** Its floor on `floors`, lowest 0; -1 when it has none there. @param {string[][]} floors @param {string} room */
const floorOn = (floors, room) => floors.findIndex((floor) => floor.includes(room));

/** The benchmark's and any test's use of the test tools, which the floors leave out. @param {Import} entry */
const usesTestTool = ({ from, to }) =>
  roomOf(to) === TEST_TOOLS && (isTest(from) || roomOf(from) === 'bench');

/**
 * (a) Every room imports only what it stands on: a workspace the workspaces it declares
 * in its package.json; a room above them all (ABOVE) any workspace and the rooms below it.
 * @param {Import[]} imports @param {Workspace[]} workspaces
 */
export function upwardImports(imports, workspaces) {
  const declared = new Map(workspaces.map((each) => [each.folder, each.uses]));
  return imports
    .filter((entry) => !usesTestTool(entry))
    .flatMap(({ from, to }) => {
      const [room, other] = [roomOf(from), roomOf(to)];
      if (room === other) return [];
      const uses = declared.get(room);
      if (uses === undefined && floorOn(ABOVE, room) < 0) {
        return [
          `${from} imports ${to}: ${room} is no workspace and on no floor (scripts/layout/floors.mjs)`,
        ];
      }
      if (declared.has(other)) {
        if (uses === undefined || uses.includes(other)) return [];
        return [`${from} imports ${to}: ${room}'s package.json does not say it stands on ${other}`];
      }
      const [mine, theirs] = [floorOn(ABOVE, room), floorOn(ABOVE, other)];
      if (mine >= 0 && theirs >= 0 && theirs < mine) return [];
      return [`${from} imports ${to}: ${other} is not on a floor below ${room}`];
    });
}

/** (a) The test tools stand at the ground: they import nothing of the house. @param {Import[]} imports */
export function toolsOnAFloor(imports) {
  return imports
    .filter(({ from, to }) => roomOf(from) === TEST_TOOLS && roomOf(to) !== TEST_TOOLS)
    .map(({ from, to }) => `${from} imports ${to}: a test tool uses nothing of the house`);
}

/**
 * The two folders an import goes between: two rooms, or inside one (an app's too), the
 * first folders below their common one. A test drives what it tests from anywhere in its
 * own room.
 * @param {Import} entry @returns {[string, string] | null}
 */
function between({ from, to }) {
  const [room, other] = [roomOf(from), roomOf(to)];
  if (room !== other) return [room, other];
  if (isTest(from)) return null;
  const [here, there] = [from.split('/').slice(0, -1), to.split('/').slice(0, -1)];
  let common = 0;
  while (common < here.length && here[common] === there[common]) common += 1;
  if (common >= here.length || common >= there.length) return null;
  return [here.slice(0, common + 1).join('/'), there.slice(0, common + 1).join('/')];
}

/** (b) No two folders import each other. @param {Import[]} imports */
export function foldersImportingEachOther(imports) {
  const ways = new Set(
    imports
      .filter((entry) => !usesTestTool(entry))
      .flatMap((entry) => {
        const pair = between(entry);
        return pair ? [pair.join(' → ')] : [];
      }),
  );
  return [...ways]
    .map((way) => way.split(' → '))
    .filter(([one = '', two = '']) => one < two && ways.has(`${two} → ${one}`))
    .map(([one, two]) => `${one} and ${two} import each other`);
}

/**
 * (c) A workspace whose exports is its front door is entered by its package name alone:
 * a relative import from another room would walk past the door, which Node and
 * TypeScript hold only for the package's name.
 * @param {Import[]} imports @param {Workspace[]} workspaces
 */
export function insidesReached(imports, workspaces) {
  const doors = new Map(workspaces.filter((each) => each.door).map((each) => [each.folder, each]));
  /** @param {string} from @param {string} room */
  const byPathAllowed = (from, room) =>
    ENTERED_BY_PATH.includes(room) && PATHS_FROM.includes(from.split('/')[0] ?? '');
  return imports.flatMap(({ from, to, relative }) => {
    const room = roomOf(to);
    const door = doors.get(room);
    if (byPathAllowed(from, room)) return [];
    // A file at the root (composition.json) is data beside the package, not inside it.
    if (door === undefined || !relative || roomOf(from) === room || !to.includes('/')) return [];
    return [
      `${from} imports ${to} by its path: ${room}/'s front door is its package, '${door.name}'`,
    ];
  });
}

/** The release engine's room. */
const RELEASE = 'platform/release';

/**
 * Where a file of platform/release/ stands: its folder there, '.' for release/'s own files; in a
 * folder whose folders have floors of their own (engine/compose), its folder there too,
 * on no floor until RELEASE_FLOORS names it.
 * @param {string} path
 */
const releaseRoomOf = (path) => {
  const [top = '.', inner] = path.split('/').slice(2, -1);
  const nested = RELEASE_FLOORS.flat().some((folder) => folder.startsWith(`${top}/`));
  return nested && inner !== undefined ? `${top}/${inner}` : top;
};

/**
 * (d) Inside release/: core/, the ground floor, imports nothing of release/ above it;
 * nothing but cli/'s own files imports cli/; and the engine's own modules import only
 * downward (RELEASE_FLOORS). A unit test may drive its room through the engine above it.
 * @param {Import[]} imports
 */
export function releaseUpwardImports(imports) {
  return imports
    .filter(({ from, to }) => roomOf(from) === RELEASE && roomOf(to) === RELEASE)
    .flatMap(({ from, to }) => {
      const [room, other] = [releaseRoomOf(from), releaseRoomOf(to)];
      if (room === other) return [];
      if (room === 'core') return [`${from} imports ${to}: core/ is release/'s ground floor`];
      if (other === 'cli') return [`${from} imports ${to}: nothing but cli/ imports cli/`];
      if (isTest(from)) return [];
      const [mine, theirs] = [floorOn(RELEASE_FLOORS, room), floorOn(RELEASE_FLOORS, other)];
      if (mine >= 0 && theirs >= 0 && theirs < mine) return [];
      return [
        `${from} imports ${to}: ${RELEASE}/${other} is not on a floor below ${RELEASE}/${room}`,
      ];
    });
}

/** (e) What a testing/ folder holds is for tests alone: no front door lets it out. @param {Import[]} imports */
export function testHelpersOutsideTests(imports) {
  return imports
    .filter(({ from, to }) => /(?:^|\/)testing\//.test(to) && !isTest(from))
    .map(({ from, to }) => `${from} imports ${to}: a test's stand-in, outside the tests`);
}

/** Where a file of an app's src/ stands: its folder there, '.' for src/'s own files. @param {string} path */
const appFolderOf = (path) => {
  const [, , src, folder = '', ...inside] = path.split('/');
  if (src !== 'src') return undefined;
  return inside.length > 0 ? folder : '.';
};

/** An app's folder as a breach names it. @param {string} app @param {string} folder */
const appFolder = (app, folder) => `${app}/src/${folder === '.' ? '' : folder}`;

/**
 * (f) Inside each app's src/, a folder imports only folders below its own (APP_FLOORS),
 * so an interface lives with its lowest user or in a folder both import. What sits beside
 * src/ (vite.config.ts, content/) is the app's own; a unit test may drive its folder
 * through one above, as in platform/release/.
 * @param {Import[]} imports
 */
export function appUpwardImports(imports) {
  return imports.flatMap(({ from, to }) => {
    const app = roomOf(from);
    const floors = APP_FLOORS[app];
    if (floors === undefined || roomOf(to) !== app || isTest(from)) return [];
    const [mine, theirs] = [appFolderOf(from), appFolderOf(to)];
    if (mine === undefined || theirs === undefined || mine === theirs) return [];
    const unfloored = [mine, theirs].find((folder) => floorOn(floors, folder) < 0);
    if (unfloored !== undefined) {
      const folder = appFolder(app, unfloored);
      return [`${from} imports ${to}: ${folder} is on no floor (scripts/layout/floors.mjs)`];
    }
    if (floorOn(floors, theirs) < floorOn(floors, mine)) return [];
    const [here, there] = [appFolder(app, mine), appFolder(app, theirs)];
    return [`${from} imports ${to}: ${there} is not on a floor below ${here}`];
  });
}
