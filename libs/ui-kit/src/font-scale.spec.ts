import { installRootFontScale, rootFontSize } from './font-scale';

describe('root font scale (spec §9)', () => {
  it('is 16 px at 1920, proportional, capped at twice, never under 12 px', () => {
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(2880)).toBe(24);
    expect(rootFontSize(3840)).toBe(32);
    expect(rootFontSize(7680)).toBe(32);
    expect(rootFontSize(1440)).toBe(12);
    expect(rootFontSize(375)).toBe(12);
  });
  it('applies on install and on resize until removed', () => {
    const width = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(2880);
    const remove = installRootFontScale();
    expect(document.documentElement.style.fontSize).toBe('24px');
    width.mockReturnValue(3840);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('32px');
    remove();
    width.mockReturnValue(1920);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('32px');
    width.mockRestore();
  });
});
