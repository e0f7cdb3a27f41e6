import { describe, expect, it } from 'vitest';
import { buildBanner } from './demo-images';

describe('goods carousel banners', () => {
  it('show the product name only: no stray slide number under it', () => {
    const svg = buildBanner('临床思维能力训练', '#1677ff');
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual(['临床思维能力训练']);
  });
  it('escape the name', () => {
    expect(buildBanner('A<B', '#000')).toContain('A&#60;B');
  });
});
