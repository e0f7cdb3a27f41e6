import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const MEDIA_FOLDER = 'station';
const url = (name: string) => `/file/${MEDIA_FOLDER}/${name}`;

/**
 * Seeded skill-question media. The image, film and sound are generated from code; the video is a 4 KB clip shipped
 * in api-server's assets (no encoder is needed on the machine: the clip used to be made by an ffmpeg that only one
 * development machine had, and the room screen's video 404'd everywhere else).
 */
export const STATION_MEDIA = {
  ecgImage: url('ecg.png'),
  chestFilm: url('chest-film.svg'),
  heartSound: url('heart-sound.wav'),
  cprVideo: url('cpr.mp4'),
} as const;

/** 3 s, 320×180 H.264 "心肺复苏 CPR 演示" clip (made once with ffmpeg's lavfi source and committed). */
export const CPR_VIDEO_SOURCE = fileURLToPath(new URL('../../../assets/station/station-cpr.mp4', import.meta.url));

/** Writes the missing media files into `<uploadDir>/station`, synchronously, before the server answers. */
export function ensureStationMedia(uploadDir: string) {
  const dir = join(uploadDir, MEDIA_FOLDER);
  mkdirSync(dir, { recursive: true });
  const write = (name: string, make: () => Buffer | string) => {
    const file = join(dir, name);
    if (!existsSync(file)) writeFileSync(file, make());
  };
  write('ecg.png', ecgPng);
  write('chest-film.svg', chestFilmSvg);
  write('heart-sound.wav', heartSoundWav);
  const video = join(dir, 'cpr.mp4');
  if (!existsSync(video)) copyFileSync(CPR_VIDEO_SOURCE, video);
}

/** A 240×120 monitor strip: dark background, green trace of repeating QRS spikes. */
function ecgPng(): Buffer {
  const width = 240;
  const height = 120;
  const rows: Buffer[] = [];
  const traceY = (x: number) => {
    const phase = x % 60;
    if (phase === 20) return 20;
    if (phase === 21) return 100;
    if (phase > 35 && phase < 45) return 55;
    return 60;
  };
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const a = traceY(x);
      const b = traceY(x + 1);
      const on = y >= Math.min(a, b) - 1 && y <= Math.max(a, b) + 1;
      const grid = x % 20 === 0 || y % 20 === 0;
      row.set(on ? [40, 230, 90] : grid ? [30, 50, 40] : [10, 20, 15], 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chestFilmSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300">
  <rect width="240" height="300" fill="#111"/>
  <ellipse cx="80" cy="150" rx="50" ry="100" fill="#555"/>
  <ellipse cx="160" cy="150" rx="50" ry="100" fill="#555"/>
  <ellipse cx="140" cy="190" rx="38" ry="45" fill="#ddd" opacity="0.8"/>
  <rect x="114" y="20" width="12" height="260" fill="#eee" opacity="0.7"/>
</svg>`;
}

/** Two seconds of 8 kHz mono "lub-dub" beats. */
function heartSoundWav(): Buffer {
  const rate = 8000;
  const samples = rate * 2;
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = (i % rate) / rate; // one beat per second
    const envelope = t < 0.08 ? 1 : t > 0.3 && t < 0.36 ? 0.7 : 0;
    pcm.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 60 * i) / rate) * envelope * 12000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
