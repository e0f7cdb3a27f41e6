import { medianRun } from '../bench/lib/median-run.mjs';

const run = (performance: number, tag: string) => ({ scores: { performance, accessibility: 1 }, tag });

describe('medianRun (repeated Lighthouse runs)', () => {
  it('reports the run with the median performance score, whole', () => {
    expect(medianRun([run(0.96, 'a'), run(0.93, 'b'), run(0.95, 'c')]).tag).toBe('c');
    expect(medianRun([run(0.93, 'only')]).tag).toBe('only');
  });

  it('takes the lower middle of an even count (the cautious side of a target)', () => {
    expect(medianRun([run(0.97, 'a'), run(0.94, 'b'), run(0.95, 'c'), run(0.99, 'd')]).tag).toBe('c');
  });

  it('refuses to make up a run', () => {
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});
