import { editorImageError } from './editor-image';

const MB = 1024 * 1024;

describe('editor image size rule (spec §5)', () => {
  it('accepts images under 5 MB', () => {
    expect(editorImageError({ size: 5 * MB - 1 })).toBeNull();
  });
  it('refuses 5 MB or more with 上传文件大小不能超过 5 MB!', () => {
    expect(editorImageError({ size: 5 * MB })).toBe('上传文件大小不能超过 5 MB!');
  });
  it('follows a configured limit', () => {
    expect(editorImageError({ size: 2 * MB }, 1)).toBe('上传文件大小不能超过 1 MB!');
  });
});
