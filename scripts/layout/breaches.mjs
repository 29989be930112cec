// @ts-check
// The layout's rules, each a function of a list of imports that answers with its
// breaches in words, [] when it holds: layout.test.mjs holds the repository's imports to
// them, and shows each can fail on a made-up list.
import {
  APP_FLOORS,
  FRONT_DOORS,
  RELEASE_FLOORS,
  ROOT_FILES,
  STAIRS,
  TEST_TOOLS,
} from './floors.mjs';

/** @import { Import } from './imports.mjs' */

/** A test, or what only tests use (a testing/ folder's stand-ins). @param {string} file */
export const isTest = (file) =>
  /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file) || /(?:^|\/)testing\//.test(file);

/**
 * The room a path is in: its folder at the root, or the room a file at the root belongs
 * to (an import may leave out its extension: './playwright.config').
 * @param {string} path
 */
export function roomOf(path) {
  const [top = '', ...inside] = path.split('/');
  if (inside.length > 0) return top;
  const file = Object.keys(ROOT_FILES).find((name) => name === top || name.startsWith(`${top}.`));
  return file === undefined ? top : (ROOT_FILES[file] ?? top);
}

/** Its floor on `floors`, lowest 0; -1 when it has none there. @param {string[][]} floors @param {string} room */
const floorOn = (floors, room) => floors.findIndex((floor) => floor.includes(room));

/** A test's use of a test tool: left out of the floors, since the tools stand on none. @param {Import} entry */
const usesTestTool = ({ from, to }) => isTest(from) && TEST_TOOLS.includes(to);

/** (a) Every room imports only rooms below it on a stair both stand on. @param {Import[]} imports */
export function upwardImports(imports) {
  return imports
    .filter((entry) => !usesTestTool(entry))
    .flatMap(({ from, to }) => {
      const [room, other] = [roomOf(from), roomOf(to)];
      if (room === other) return [];
      if (STAIRS.every((floors) => floorOn(floors, room) < 0)) {
        return [`${from} imports ${to}: ${room} is on no floor (scripts/layout/floors.mjs)`];
      }
      const below = STAIRS.some((floors) => {
        const [mine, theirs] = [floorOn(floors, room), floorOn(floors, other)];
        return mine >= 0 && theirs >= 0 && theirs < mine;
      });
      return below ? [] : [`${from} imports ${to}: ${other} is not on a floor below ${room}`];
    });
}

/** (a) The test tools stand on no floor: they import nothing but each other. @param {Import[]} imports */
export function toolsOnAFloor(imports) {
  return imports
    .filter(({ from, to }) => TEST_TOOLS.includes(from) && !TEST_TOOLS.includes(to))
    .map(({ from, to }) => `${from} imports ${to}: a test tool uses nothing of a floor`);
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

/** Whether `path` names `module`, its extension left out or not. @param {string} path @param {string} module */
const names = (path, module) => path === module || module.startsWith(`${path}.`);

/** (c) Nothing outside a room with a front door imports anything of it but that door. @param {Import[]} imports */
export function insidesReached(imports) {
  return imports.flatMap(({ from, to }) => {
    const room = roomOf(to);
    const door = FRONT_DOORS[room];
    if (door === undefined || roomOf(from) === room || names(to, door)) return [];
    return [`${from} imports ${to}, inside ${room}/: its front door is ${door}`];
  });
}

/**
 * Where a file of release/ stands: its folder there, '.' for release/'s own files; in a
 * folder whose folders have floors of their own (engine/compose), its folder there too,
 * on no floor until RELEASE_FLOORS names it.
 * @param {string} path
 */
const releaseRoomOf = (path) => {
  const [top = '.', inner] = path.split('/').slice(1, -1);
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
    .filter(({ from, to }) => roomOf(from) === 'release' && roomOf(to) === 'release')
    .flatMap(({ from, to }) => {
      const [room, other] = [releaseRoomOf(from), releaseRoomOf(to)];
      if (room === other) return [];
      if (room === 'core') return [`${from} imports ${to}: core/ is release/'s ground floor`];
      if (other === 'cli') return [`${from} imports ${to}: nothing but cli/ imports cli/`];
      if (isTest(from)) return [];
      const [mine, theirs] = [floorOn(RELEASE_FLOORS, room), floorOn(RELEASE_FLOORS, other)];
      if (mine >= 0 && theirs >= 0 && theirs < mine) return [];
      return [`${from} imports ${to}: release/${other} is not on a floor below release/${room}`];
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
  const [, src, folder = '', ...inside] = path.split('/');
  if (src !== 'src') return undefined;
  return inside.length > 0 ? folder : '.';
};

/** An app's folder as a breach names it. @param {string} app @param {string} folder */
const appFolder = (app, folder) => `${app}/src/${folder === '.' ? '' : folder}`;

/**
 * (f) Inside each app's src/, a folder imports only folders below its own (APP_FLOORS),
 * so an interface lives with its lowest user or in a folder both import. What sits beside
 * src/ (vite.config.ts, content/) is the app's own; a unit test may drive its folder
 * through one above, as in release/.
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
