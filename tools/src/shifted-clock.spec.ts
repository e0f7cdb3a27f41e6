/**
 * The e2e clock override (tools/lib/clock-offset.mjs, preload tools/lib/shifted-clock.mjs): "now" moves by the
 * offset, every given time stays what it is, the dates are ordinary dates; without the variable nothing changes.
 * e2e/tests/clock/review-next-day.spec.ts runs a whole api-server with it.
 */
import { CLOCK_OFFSET_ENV, DAY_MS, SHIFTED_CLOCK_PRELOAD, parseClockOffset, shiftedClockLaunch, shiftedDate } from '../lib/clock-offset.mjs';

const RealDate = Date;
/** Real now and a shifted reading taken right after it differ by the offset plus the few ms in between. */
const SLACK_MS = 1_000;

describe('shiftedDate', () => {
  const Shifted = shiftedDate(RealDate, DAY_MS);

  it('moves now(), new Date() and Date() by the offset', () => {
    const before = RealDate.now();
    expect(Shifted.now() - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(Shifted.now() - before).toBeLessThan(DAY_MS + SLACK_MS);
    expect(new Shifted().getTime() - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(new Shifted().getTime() - before).toBeLessThan(DAY_MS + SLACK_MS);
    // Date() without new is a string, to the second.
    const text = (Shifted as unknown as () => string)();
    expect(typeof text).toBe('string');
    expect(Math.abs(RealDate.parse(text) - (before + DAY_MS))).toBeLessThan(SLACK_MS + 1_000);
  });

  it('leaves every given time alone', () => {
    expect(new Shifted(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Shifted('2026-03-01T08:00:00Z').getTime()).toBe(RealDate.parse('2026-03-01T08:00:00Z'));
    expect(new Shifted(2026, 2, 1).getTime()).toBe(new RealDate(2026, 2, 1).getTime());
    expect(Shifted.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
    expect(Shifted.parse('2026-01-01T00:00:00Z')).toBe(RealDate.parse('2026-01-01T00:00:00Z'));
    expect(Number.isNaN(new Shifted(undefined as unknown as number).getTime())).toBe(true);
  });

  it('makes ordinary dates, and classes extending it work', () => {
    const d = new Shifted();
    expect(d).toBeInstanceOf(RealDate);
    expect(d).toBeInstanceOf(Shifted);
    expect(Object.prototype.toString.call(d)).toBe('[object Date]');
    expect(JSON.stringify({ d: new Shifted(5) })).toBe('{"d":"1970-01-01T00:00:00.005Z"}');
    expect(Shifted.length).toBe(7);
    expect(Shifted.name).toBe('Date');
    class Later extends Shifted {}
    const later = new Later();
    expect(later).toBeInstanceOf(Later);
    expect(later.getTime() - RealDate.now()).toBeGreaterThan(DAY_MS - SLACK_MS);
  });

  it('goes back as well', () => {
    const Earlier = shiftedDate(RealDate, -DAY_MS);
    expect(RealDate.now() - Earlier.now()).toBeGreaterThanOrEqual(DAY_MS - SLACK_MS);
    expect(RealDate.now() - Earlier.now()).toBeLessThan(DAY_MS + SLACK_MS);
  });
});

describe('the offset and the launch', () => {
  it('reads whole milliseconds; unset or empty is no shift; anything else is refused', () => {
    expect(parseClockOffset(undefined)).toBe(0);
    expect(parseClockOffset(' ')).toBe(0);
    expect(parseClockOffset('86400000')).toBe(DAY_MS);
    expect(parseClockOffset('-3600000')).toBe(-3_600_000);
    for (const bad of ['1d', '1.5', 'NaN', '1e400']) expect(() => parseClockOffset(bad), bad).toThrow(CLOCK_OFFSET_ENV);
  });

  it('loads the preload only for a real shift', () => {
    expect(shiftedClockLaunch(0)).toEqual({ nodeArgs: [], env: {} });
    expect(shiftedClockLaunch(DAY_MS)).toEqual({ nodeArgs: ['--import', SHIFTED_CLOCK_PRELOAD], env: { [CLOCK_OFFSET_ENV]: String(DAY_MS) } });
    expect(SHIFTED_CLOCK_PRELOAD).toMatch(/^file:\/\/.*\/tools\/lib\/shifted-clock\.mjs$/);
    expect(() => shiftedClockLaunch(0.5)).toThrow();
  });
});

describe('the preload', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // The preload replaces the global Date and the prototype's constructor: put both back.
    globalThis.Date = RealDate;
    Object.defineProperty(RealDate.prototype, 'constructor', { value: RealDate, writable: true, configurable: true });
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('shifts the global Date by the variable, and says so', async () => {
    vi.stubEnv(CLOCK_OFFSET_ENV, String(DAY_MS));
    const before = RealDate.now();
    await import('../lib/shifted-clock.mjs');
    expect(globalThis.Date).not.toBe(RealDate);
    expect(Date.now() - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(Date.now() - before).toBeLessThan(DAY_MS + SLACK_MS);
    expect(new Date().getTime() - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date().constructor).toBe(globalThis.Date);
    expect(process.emitWarning).toHaveBeenCalledWith(expect.stringContaining('for tests only'), expect.anything());
  });

  it('changes nothing without the variable', async () => {
    vi.stubEnv(CLOCK_OFFSET_ENV, '');
    await import('../lib/shifted-clock.mjs');
    expect(globalThis.Date).toBe(RealDate);
    expect(Math.abs(Date.now() - RealDate.now())).toBeLessThan(SLACK_MS);
    expect(process.emitWarning).not.toHaveBeenCalled();
  });

  it('refuses to shift a production server', async () => {
    vi.stubEnv(CLOCK_OFFSET_ENV, String(DAY_MS));
    vi.stubEnv('NODE_ENV', 'production');
    await expect(import('../lib/shifted-clock.mjs')).rejects.toThrow('NODE_ENV=production');
    expect(globalThis.Date).toBe(RealDate);
  });

  it('stops on a value that is not whole milliseconds', async () => {
    vi.stubEnv(CLOCK_OFFSET_ENV, 'tomorrow');
    await expect(import('../lib/shifted-clock.mjs')).rejects.toThrow(CLOCK_OFFSET_ENV);
    expect(globalThis.Date).toBe(RealDate);
  });
});
