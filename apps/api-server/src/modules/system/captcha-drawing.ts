import { randomInt } from 'node:crypto';

/**
 * The login captcha's picture (captcha.ts): the question ("3+4=?") drawn as strokes, with no text in the SVG to read.
 *
 * Each character is a set of pen strokes on a 10 × 16 grid. Every drawing scales, turns and shifts each character
 * differently, cuts every stroke into a random number of pieces, moves every point a little and joins the pieces
 * with straight lines or curves at random, so the path data of one digit differs from picture to picture and no
 * shape can be looked up. The strokes of all characters and a few noise curves go into shared paths in shuffled
 * order: telling the characters apart means rendering the picture and reading it, as with any image captcha.
 */
const WIDTH = 160;
const HEIGHT = 60;
const GRID_HEIGHT = 16;

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** An oval from `from` to `to` degrees, clockwise from the top, centred on the grid's middle. */
const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps: number): Point[] =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.sin(angle), cy - ry * Math.cos(angle)] as const;
  });

const six: Stroke = [...arc(5, 4.5, 3.5, 3.5, 60, -60, 3), [1.6, 8], ...arc(5, 11, 3.8, 4, -90, 270, 10)];
const GLYPHS: Record<string, readonly Stroke[]> = {
  '0': [arc(5, 8, 4, 7, 0, 360, 14)],
  '1': [[[2.5, 4], [5.5, 1], [5.5, 15]], [[2.5, 15], [8.5, 15]]],
  '2': [[...arc(5, 5, 4, 4, -70, 110, 6), [1, 15], [9, 15]]],
  '3': [[...arc(5, 4.2, 3.6, 3.2, -60, 180, 7)], [...arc(5, 11.2, 4, 3.8, 0, 230, 8)]],
  '4': [[[7, 15], [7, 1], [1, 11], [9.5, 11]]],
  '5': [[[8.5, 1], [2.5, 1], [1.8, 7], ...arc(5, 10.5, 4, 4.5, -50, 230, 8)]],
  '6': [six],
  '7': [[[1, 1], [9, 1], [4, 15]]],
  '8': [arc(5, 4.3, 3.4, 3.3, 180, 540, 10), arc(5, 11.4, 4, 3.6, 0, 360, 10)],
  '9': [six.map(([x, y]) => [10 - x, GRID_HEIGHT - y] as const)],
  '+': [[[5, 4], [5, 12]], [[1, 8], [9, 8]]],
  '-': [[[1, 8], [9, 8]]],
  '=': [[[1, 6], [9, 6]], [[1, 10], [9, 10]]],
  '?': [[...arc(5, 4.5, 4, 3.5, -80, 160, 7), [5, 10.5]], [[5, 13.5], [5.2, 15]]],
};

/** A random number in [min, max). */
export type Random = (min: number, max: number) => number;
const secureRandom: Random = (min, max) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

const fmt = (n: number) => String(Math.round(n * 10) / 10);

export function drawCaptcha(text: string, random: Random = secureRandom): string {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random(0, items.length))];
  const cell = WIDTH / (text.length + 0.6);
  const strokes: Point[][] = [];
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const scale = random(1.85, 2.2);
    const stretch = random(0.9, 1.15);
    // Only digits turn: a turned + reads as ×.
    const angle = /\d/.test(ch) ? random(-0.35, 0.35) : random(-0.05, 0.05);
    const shear = random(-0.25, 0.25);
    const cx = cell * (i + 0.8) + random(-3, 3);
    const cy = HEIGHT / 2 + random(-4, 4);
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 5) * scale * stretch + (gy - 8) * shear * scale;
      const y = (gy - 8) * scale;
      return [cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)];
    };
    for (const stroke of glyph) strokes.push(wobble(stroke.map(place), random));
  });
  const noise = Array.from({ length: 2 }, () => noiseCurve(random));
  const ink = shuffle([...strokes.map((s) => pathData(s, random)), ...noise], random);
  const half = Math.ceil(ink.length / 2);
  const colours = ['#1f4e8c', '#2b5f9e', '#174173', '#3a6ea5'];
  const lines = Array.from({ length: 5 }, () => noiseLine(random)).join('');
  const dots = Array.from({ length: 24 }, () => `M${fmt(random(0, WIDTH))} ${fmt(random(0, HEIGHT))}h0.1`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<path d="M0 0H${WIDTH}V${HEIGHT}H0Z" fill="#f3f6fb"/>`,
    `<path d="${lines}" fill="none" stroke="#9fb3cc" stroke-width="1.2" opacity="0.8"/>`,
    `<path d="${ink.slice(0, half).join('')}" fill="none" stroke="${pick(colours)}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${ink.slice(half).join('')}" fill="none" stroke="${pick(colours)}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${dots}" fill="none" stroke="#6f86a6" stroke-width="2.2" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

/** The stroke cut into 1–3 pieces per segment, each point moved a little. */
function wobble(points: Point[], random: Random): Point[] {
  const jitter = ([x, y]: Point): Point => [x + random(-0.8, 0.8), y + random(-0.8, 0.8)];
  const out: Point[] = [jitter(points[0])];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const pieces = 1 + Math.floor(random(0, 3));
    for (let k = 1; k <= pieces; k++) out.push(jitter([x0 + ((x1 - x0) * k) / pieces, y0 + ((y1 - y0) * k) / pieces]));
  }
  return out;
}

/** Joins the points with straight lines or gentle curves, chosen at random per piece. */
function pathData(points: Point[], random: Random): string {
  let d = `M${fmt(points[0][0])} ${fmt(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x, y] = points[i];
    d +=
      random(0, 1) < 0.5
        ? `L${fmt(x)} ${fmt(y)}`
        : `Q${fmt((x0 + x) / 2 + random(-0.6, 0.6))} ${fmt((y0 + y) / 2 + random(-0.6, 0.6))} ${fmt(x)} ${fmt(y)}`;
  }
  return d;
}

/**
 * A curve across part of the picture, drawn like the characters. It climbs or falls steeply, never lying level
 * through the characters, where it would read as a minus.
 */
function noiseCurve(random: Random): string {
  const x0 = random(0, WIDTH * 0.5);
  const x1 = x0 + random(WIDTH * 0.25, WIDTH * 0.5);
  const down = random(0, 1) < 0.5;
  const high = () => fmt(random(0, HEIGHT * 0.25));
  const low = () => fmt(random(HEIGHT * 0.75, HEIGHT));
  const [start, end] = down ? [high, low] : [low, high];
  return `M${fmt(x0)} ${start()}C${fmt(x0 + (x1 - x0) / 3)} ${fmt(random(0, HEIGHT))} ${fmt(x0 + ((x1 - x0) * 2) / 3)} ${fmt(random(0, HEIGHT))} ${fmt(x1)} ${end()}`;
}

function noiseLine(random: Random): string {
  return `M${fmt(random(0, WIDTH))} ${fmt(random(0, HEIGHT))}L${fmt(random(0, WIDTH))} ${fmt(random(0, HEIGHT))}`;
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random(0, i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
