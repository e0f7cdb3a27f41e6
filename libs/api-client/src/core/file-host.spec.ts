import { setupTestApi } from '../testing';
import { configureApi } from './config';
import { currentFileHost, resolveFileUrl, setFileHostType } from './file-host';

describe('resolveFileUrl (spec §9 file hosts)', () => {
  setupTestApi({ fileHost: { productionHost: 'https://file.prod.cn/', testHosts: { 100: 'http://192.168.1.10:9000', 103: 'http://test3.local' } } });

  it('uses the production host outside the native app and for other host types', () => {
    expect(resolveFileUrl('/upload/a.pdf')).toBe('https://file.prod.cn/upload/a.pdf');
    setFileHostType(7);
    expect(resolveFileUrl('upload/a.pdf')).toBe('https://file.prod.cn/upload/a.pdf');
  });
  it('uses the test host of native host types 100–103', () => {
    setFileHostType('100');
    expect(resolveFileUrl('/upload/a.pdf')).toBe('http://192.168.1.10:9000/upload/a.pdf');
    setFileHostType(103);
    expect(currentFileHost()).toBe('http://test3.local');
  });
  it('falls back to production for a test type without a configured host', () => {
    setFileHostType(101);
    expect(currentFileHost()).toBe('https://file.prod.cn/');
  });
  it('private deployments: same origin plus /file/', () => {
    configureApi({ fileHost: { privateDeployment: true } });
    setFileHostType(100);
    expect(resolveFileUrl('2024/a.png')).toBe(`${location.origin}/file/2024/a.png`);
    expect(resolveFileUrl('/file/b.png')).toBe(`${location.origin}/file/b.png`);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('resolves a hostile stored address %j to nothing', (hostile) => {
    expect(resolveFileUrl(hostile)).toBe('');
  });

  it('keeps media data: URLs and blob: URLs', () => {
    expect(resolveFileUrl('data:video/mp4;base64,AA')).toBe('data:video/mp4;base64,AA');
    expect(resolveFileUrl('blob:https://x/1')).toBe('blob:https://x/1');
  });

  it('leaves absolute URLs and empty paths alone', () => {
    expect(resolveFileUrl('https://cdn.x.cn/a.png')).toBe('https://cdn.x.cn/a.png');
    expect(resolveFileUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(resolveFileUrl(null)).toBe('');
  });
});
