#!/usr/bin/env node
// Draws the site's illustrations as small SVG files, in one style: flat, two-tone
// (brand blue and saffron on a pale ground), one stroke width, a Jaipur arch behind
// every appliance. Nothing can be downloaded here, so the site draws its own pictures.
// Run `node scripts/draw-illustrations.mjs` after changing this file; the SVGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const BLUE = '#0b3a75';
const BLUE_SOFT = '#c9d6ea';
const SAFFRON = '#f4a300';
const PALE = '#eef2f8';
const WHITE = '#ffffff';
const STROKE = `stroke="${BLUE}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;

/** A scalloped Jaipur arch with a jaali (lattice) band: the backdrop of every picture. */
function arch(x, y, w, h) {
  const r = w / 2;
  const jaali = [];
  for (let i = 1; i < 6; i++) {
    const cx = x + (w / 6) * i;
    jaali.push(
      `<circle cx="${cx}" cy="${y + h - 22}" r="7" fill="none" stroke="${SAFFRON}" stroke-width="3"/>`,
    );
  }
  return `<path d="M${x} ${y + h}V${y + r}a${r} ${r} 0 0 1 ${w} 0V${y + h}z" fill="${BLUE_SOFT}"/>
<path d="M${x + 18} ${y + h}V${y + r + 6}a${r - 18} ${r - 18} 0 0 1 ${w - 36} 0V${y + h}z" fill="${PALE}"/>
${jaali.join('')}`;
}

function wrench(x, y, s = 1, angle = -35) {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})">
<path d="M-8 0h16v90a8 8 0 0 1-16 0z" fill="${SAFFRON}" ${STROKE}/>
<path d="M-22-30a24 24 0 0 0 14 30h16a24 24 0 0 0 14-30l-12 10h-20z" fill="${SAFFRON}" ${STROKE}/>
</g>`;
}

const appliances = {
  ac: (x, y) => `<rect x="${x}" y="${y}" width="260" height="86" rx="16" fill="${WHITE}" ${STROKE}/>
<path d="M${x + 24} ${y + 62}h212" ${STROKE}/><circle cx="${x + 228}" cy="${y + 26}" r="6" fill="${SAFFRON}"/>
<path d="M${x + 50} ${y + 108}q10 14 0 28M${x + 130} ${y + 108}q10 14 0 28M${x + 210} ${y + 108}q10 14 0 28" fill="none" stroke="${SAFFRON}" stroke-width="6" stroke-linecap="round"/>`,
  fridge: (
    x,
    y,
  ) => `<rect x="${x}" y="${y}" width="130" height="230" rx="14" fill="${WHITE}" ${STROKE}/>
<path d="M${x} ${y + 80}h130" ${STROKE}/><path d="M${x + 108} ${y + 28}v30M${x + 108} ${y + 104}v50" stroke="${SAFFRON}" stroke-width="8" stroke-linecap="round"/>`,
  geyser: (
    x,
    y,
  ) => `<rect x="${x}" y="${y}" width="120" height="190" rx="56" fill="${WHITE}" ${STROKE}/>
<circle cx="${x + 60}" cy="${y + 80}" r="22" fill="${SAFFRON}" ${STROKE}/><path d="M${x + 40} ${y + 190}v30M${x + 80} ${y + 190}v30" ${STROKE}/>
<path d="M${x + 60} ${y + 68}v12l8 6" stroke="${BLUE}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  'washing-machine': (
    x,
    y,
  ) => `<rect x="${x}" y="${y}" width="170" height="200" rx="14" fill="${WHITE}" ${STROKE}/>
<path d="M${x} ${y + 44}h170" ${STROKE}/><circle cx="${x + 85}" cy="${y + 122}" r="52" fill="${BLUE_SOFT}" ${STROKE}/>
<path d="M${x + 55} ${y + 130}q30 22 60 0" fill="none" stroke="${SAFFRON}" stroke-width="6" stroke-linecap="round"/><circle cx="${x + 140}" cy="${y + 22}" r="8" fill="${SAFFRON}"/>`,
  microwave: (
    x,
    y,
  ) => `<rect x="${x}" y="${y}" width="240" height="140" rx="14" fill="${WHITE}" ${STROKE}/>
<rect x="${x + 22}" y="${y + 22}" width="150" height="96" rx="8" fill="${BLUE_SOFT}" ${STROKE}/>
<circle cx="${x + 205}" cy="${y + 44}" r="10" fill="${SAFFRON}"/><path d="M${x + 192} ${y + 80}h26M${x + 192} ${y + 100}h26" ${STROKE}/>`,
  ro: (
    x,
    y,
  ) => `<rect x="${x}" y="${y}" width="140" height="210" rx="18" fill="${WHITE}" ${STROKE}/>
<rect x="${x + 30}" y="${y + 30}" width="80" height="70" rx="10" fill="${BLUE_SOFT}" ${STROKE}/>
<path d="M${x + 70} ${y + 130}v26" ${STROKE}/><path d="M${x + 70} ${y + 172}c-10 14-10 24 0 26 10-2 10-12 0-26z" fill="${SAFFRON}" ${STROKE}/>`,
  chimney: (
    x,
    y,
  ) => `<rect x="${x + 80}" y="${y}" width="80" height="90" fill="${WHITE}" ${STROKE}/>
<path d="M${x} ${y + 170}l50-80h140l50 80z" fill="${WHITE}" ${STROKE}/><path d="M${x + 30} ${y + 152}h180" stroke="${SAFFRON}" stroke-width="8" stroke-linecap="round"/>
<path d="M${x + 100} ${y + 30}q10 14 0 28M${x + 140} ${y + 30}q10 14 0 28" fill="none" stroke="${BLUE_SOFT}" stroke-width="6" stroke-linecap="round"/>`,
  cctv: (
    x,
    y,
  ) => `<path d="M${x} ${y}h40v90h-40z" fill="${BLUE_SOFT}" ${STROKE}/><path d="M${x + 40} ${y + 40}h40" ${STROKE}/>
<path d="M${x + 70} ${y + 10}l170 30v50l-170 30z" fill="${WHITE}" ${STROKE}/><circle cx="${x + 222}" cy="${y + 65}" r="14" fill="${SAFFRON}" ${STROKE}/>
<path d="M${x + 260} ${y + 50}q30 15 0 30" fill="none" stroke="${SAFFRON}" stroke-width="6" stroke-linecap="round"/>`,
  gps: (
    x,
    y,
  ) => `<path d="M${x} ${y + 150}h250l-30-60h-150z" fill="${WHITE}" ${STROKE}/><circle cx="${x + 60}" cy="${y + 160}" r="22" fill="${BLUE_SOFT}" ${STROKE}/>
<circle cx="${x + 200}" cy="${y + 160}" r="22" fill="${BLUE_SOFT}" ${STROKE}/>
<path d="M${x + 125} ${y + 70}s-40-36-40-60a40 40 0 0 1 80 0c0 24-40 60-40 60z" fill="${SAFFRON}" ${STROKE}/><circle cx="${x + 125}" cy="${y + 8}" r="12" fill="${WHITE}" ${STROKE}/>`,
};

function svg(width, height, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

/** One appliance in front of the arch, with the technician's wrench: cards and service heroes. */
function applianceCard(kind) {
  const bounds = {
    ac: [70, 110],
    fridge: [135, 50],
    geyser: [140, 55],
    'washing-machine': [115, 60],
    microwave: [80, 100],
    ro: [130, 50],
    chimney: [55, 80],
    cctv: [50, 110],
    gps: [75, 80],
  };
  const [x, y] = bounds[kind];
  return svg(
    400,
    300,
    `<rect width="400" height="300" fill="${PALE}"/>${arch(60, 20, 280, 280)}${appliances[kind](x, y)}${wrench(330, 200, 0.8)}`,
    `${kind} illustration`,
  );
}

/** Hero slides: wide scenes with several appliances under a row of arches. */
function heroScene(kinds, title) {
  const arches = [0, 1, 2, 3].map((i) => arch(40 + i * 300, 60, 260, 460)).join('');
  const placed = kinds.map(([kind, x, y]) => appliances[kind](x, y)).join('');
  return svg(
    1200,
    520,
    `<rect width="1200" height="520" fill="${PALE}"/>${arches}<rect y="470" width="1200" height="50" fill="${BLUE_SOFT}"/>${placed}${wrench(1080, 300, 1.2)}`,
    title,
  );
}

const outputs = {
  'apps/mf-marketing/content/images/hero-repairs.svg': heroScene(
    [
      ['washing-machine', 120, 270],
      ['fridge', 470, 240],
      ['geyser', 800, 260],
    ],
    'Appliances ready for repair under Jaipur arches',
  ),
  'apps/mf-marketing/content/images/hero-partner.svg': heroScene(
    [
      ['ac', 140, 150],
      ['microwave', 520, 320],
      ['ro', 880, 260],
    ],
    'An air conditioner, a microwave and a water purifier',
  ),
  'apps/mf-marketing/content/images/hero-one-stop.svg': heroScene(
    [
      ['cctv', 80, 160],
      ['chimney', 450, 180],
      ['gps', 820, 300],
    ],
    'A CCTV camera, a kitchen chimney and a GPS tracker',
  ),
  'apps/mf-marketing/content/images/card-ac-fridge.svg': applianceCard('fridge'),
  'apps/mf-marketing/content/images/card-geyser-washer.svg': applianceCard('washing-machine'),
  'apps/mf-marketing/content/images/card-cctv-chimney.svg': applianceCard('cctv'),
  'apps/mf-marketing/content/images/about-team.svg': applianceCard('ac'),
  'apps/mf-contact/content/images/contact-desk.svg': applianceCard('microwave'),
};
for (const kind of Object.keys(appliances)) {
  outputs[`apps/mf-services/content/images/${kind}.svg`] = applianceCard(kind);
}

const root = join(dirname(new URL(import.meta.url).pathname), '..');
for (const [path, content] of Object.entries(outputs)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content.replace(/\n/g, ''));
}
console.log(`drew ${Object.keys(outputs).length} illustrations`);
