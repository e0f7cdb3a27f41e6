import { ruoyiParams } from './params';

describe('ruoyiParams (RuoYi tansParams)', () => {
  it('skips null, empty and undefined values', () => {
    expect(ruoyiParams({ a: 1, b: null, c: '', d: undefined, e: 0, f: false })).toBe('a=1&e=0&f=false');
  });
  it('writes nested objects as key[sub]=v with the brackets encoded, skipping blank members', () => {
    expect(ruoyiParams({ params: { beginTime: '2024-01-01', endTime: '', x: null } })).toBe('params%5BbeginTime%5D=2024-01-01');
  });
  it('writes arrays as indexed keys', () => {
    expect(ruoyiParams({ ids: [3, 5] })).toBe('ids%5B0%5D=3&ids%5B1%5D=5');
  });
  it('encodes keys and values', () => {
    expect(ruoyiParams({ keyword: '张 三&' })).toBe('keyword=%E5%BC%A0%20%E4%B8%89%26');
  });
  it('gives an empty string for no params', () => {
    expect(ruoyiParams(undefined)).toBe('');
    expect(ruoyiParams({ a: null })).toBe('');
  });
});
