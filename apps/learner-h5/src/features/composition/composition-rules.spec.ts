import { clampQuantity, COMPOSITION_CAP, maxQuantity } from './composition-rules';

describe('composition quantity (spec §5)', () => {
  it('is the matching count capped at 200, 0 when nothing matches', () => {
    expect(maxQuantity(37)).toBe(37);
    expect(maxQuantity(450)).toBe(COMPOSITION_CAP);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(undefined)).toBe(0);
  });
  it('clamps a typed quantity into 0 … max', () => {
    expect(clampQuantity(250, 450)).toBe(200);
    expect(clampQuantity(30, 20)).toBe(20);
    expect(clampQuantity(-3, 20)).toBe(0);
    expect(clampQuantity(Number.NaN, 20)).toBe(20);
  });
});
