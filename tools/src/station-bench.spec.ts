import { latencySummary, linearFit, percentile } from '../bench/lib/stats.mjs';
import { ACTION_CYCLE, cycleEnd, instanceOfDisplay, repeatableAction } from '../bench/lib/station-server.mjs';

describe('percentile (nearest rank)', () => {
  it('picks the sample at the rank, whatever the input order', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile(samples, 0)).toBe(1);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 95)).toBeNaN();
  });

  it('summarises latencies as p50 / p95 / max', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(latencySummary(samples)).toEqual({ count: 100, p50: 50, p95: 95, max: 100 });
  });
});

describe('linearFit', () => {
  it('recovers the slope and intercept of a line', () => {
    const fit = linearFit([0, 1, 2, 3].map((x) => ({ x, y: 2 * x + 1 })));
    expect(fit.slope).toBeCloseTo(2);
    expect(fit.intercept).toBeCloseTo(1);
  });

  it('finds no trend in noise around a constant', () => {
    const fit = linearFit([5, 5.1, 4.9, 5, 5.1, 4.9].map((y, x) => ({ x, y })));
    expect(Math.abs(fit.slope)).toBeLessThan(0.05);
  });

  it('has slope 0 for a single point', () => {
    expect(linearFit([{ x: 3, y: 7 }])).toEqual({ slope: 0, intercept: 7 });
  });
});

describe('repeatableAction', () => {
  it('walks every room through call → recall → pass, rooms interleaved, forever', () => {
    const steps = Array.from({ length: 24 }, (_, i) => repeatableAction(i));
    for (let room = 1; room <= 4; room++) {
      const ofRoom = steps.filter((s) => s.roomId === room);
      expect(ofRoom.map((s) => s.action)).toEqual(['call', 'recall', 'pass', 'call', 'recall', 'pass']);
      expect(new Set(ofRoom.map((s) => s.examineeId)).size).toBe(1);
    }
    expect(steps.slice(0, 4).map((s) => s.roomId)).toEqual([1, 2, 3, 4]);
  });
});

describe('two-instance mode (issue 15)', () => {
  it('ends a cycle of repeatable actions with every room passed, so a paint round can call again', () => {
    expect(ACTION_CYCLE).toBe(12);
    expect([0, 1, 11, 12, 13, 203].map(cycleEnd)).toEqual([0, 12, 12, 12, 24, 204]);
    const last = Array.from({ length: 4 }, (_, r) => repeatableAction(cycleEnd(203) - 4 + r));
    expect(last.every((a) => a.action === 'pass')).toBe(true);
  });

  it('splits the displays 50/50 between two instances, alternating', () => {
    const byInstance = Array.from({ length: 100 }, (_, i) => instanceOfDisplay(['A', 'B'], i));
    expect(byInstance.filter((x) => x === 'A')).toHaveLength(50);
    expect(byInstance.slice(0, 4)).toEqual(['A', 'B', 'A', 'B']);
  });
});
