#!/usr/bin/env node
/**
 * `node tools/pwa-icons.mjs`: writes the install icons of the phone apps (issue 18, web manifest in
 * tools/vite/app-pwa.ts) as PNGs into apps/<app>/public/icons/, drawn here in plain Node (zlib) so no image tool
 * is needed at build time. The picture is the apps' favicon.svg — ui-kit's primary blue with a white cross:
 * - `icon-<size>.png` ("any"): the rounded square on a transparent background;
 * - `maskable-512.png`: full-bleed blue with the cross inside the central 80 % safe zone, which launchers may crop
 *   to a circle or squircle (https://w3c.github.io/manifest/#icon-masks).
 * The outputs are committed; re-run after changing the picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { WORKSPACE_ROOT } from './lib/run.mjs';

/** ui-kit's PRIMARY_COLOR (#0958d9) and white. */
const BLUE = [0x09, 0x58, 0xd9];
const WHITE = [0xff, 0xff, 0xff];
export const PWA_APPS = ['learner-h5', 'teaching-h5'];
export const ICON_FILES = { 'icon-192.png': { size: 192, maskable: false }, 'icon-512.png': { size: 512, maskable: false }, 'maskable-512.png': { size: 512, maskable: true } };

/** favicon.svg's cross in its 32-unit grid: arms 6 units wide, from 6 to 26. */
/** @param {number} x @param {number} y */
const inCross = (x, y) => (x >= 13 && x < 19 && y >= 6 && y < 26) || (y >= 13 && y < 19 && x >= 6 && x < 26);
/** favicon.svg's rounded square (rx 7) in the same grid. */
/** @param {number} x @param {number} y */
function inRoundedSquare(x, y) {
  const r = 7;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * RGBA pixel of the icon at (px, py) of `size`, 4×4 supersampled for smooth edges.
 * @param {number} px @param {number} py @param {number} size @param {boolean} maskable
 */
function pixel(px, py, size, maskable) {
  // Maskable: the 32-unit picture shrinks to the safe zone (80 % of the side), the background fills everything.
  const scale = maskable ? 32 / (size * 0.8) : 32 / size;
  const offset = maskable ? size * 0.1 : 0;
  let cross = 0;
  let square = 0;
  const n = 4;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const x = (px - offset + (i + 0.5) / n) * scale;
      const y = (py - offset + (j + 0.5) / n) * scale;
      if (inCross(x, y)) cross++;
      else if (maskable || inRoundedSquare(x, y)) square++;
    }
  }
  const total = n * n;
  const covered = cross + square;
  if (!covered && !maskable) return [0, 0, 0, 0];
  const mix = (/** @type {number} */ c) => Math.round((BLUE[c] * (maskable ? total - cross : square) + WHITE[c] * cross) / (maskable ? total : covered));
  return [mix(0), mix(1), mix(2), maskable ? 255 : Math.round((255 * covered) / total)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (/** @type {Buffer} */ buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The icon as a PNG file (8-bit RGBA).
 * @param {number} size @param {boolean} maskable
 */
export function iconPng(size, maskable) {
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 4); // filter byte 0 (none) at the start of each row
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size, maskable)).copy(rows, row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const app of PWA_APPS) {
    const dir = join(WORKSPACE_ROOT, 'apps', app, 'public', 'icons');
    mkdirSync(dir, { recursive: true });
    for (const [file, { size, maskable }] of Object.entries(ICON_FILES)) writeFileSync(join(dir, file), iconPng(size, maskable));
    console.log(`${app}: ${Object.keys(ICON_FILES).join(', ')}`);
  }
}
