import { ALL_PERMISSIONS, hasPermi, permPrefix } from './permissions';

describe('hasPermi', () => {
  it("grants everything to '*:*:*' (an admin)", () => {
    expect(hasPermi([ALL_PERMISSIONS], 'system:user:list')).toBe(true);
  });
  it('grants a permission the account holds, and nothing else', () => {
    expect(hasPermi(['system:user:list'], 'system:user:list')).toBe(true);
    expect(hasPermi(['system:user:list'], 'system:user:remove')).toBe(false);
  });
  it('grants nothing to an account without permissions, or before getInfo has answered', () => {
    expect(hasPermi([], 'system:user:list')).toBe(false);
    expect(hasPermi(undefined, 'system:user:list')).toBe(false);
  });
  it('lets through what asks for no permission (the home page)', () => {
    expect(hasPermi([], undefined)).toBe(true);
  });
});

describe('permPrefix', () => {
  it("drops a page permission's last part: its buttons share the rest", () => {
    expect(permPrefix('monitor:operlog:list')).toBe('monitor:operlog');
  });
});
