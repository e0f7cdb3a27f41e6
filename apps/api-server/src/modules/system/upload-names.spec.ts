import { describe, expect, it } from 'vitest';
import { UPLOAD_NAME, newUploadName, stemsIn, uploadStem } from './upload-names';

describe('stored upload names', () => {
  it('new names are the only names the cleanup may consider', () => {
    expect(newUploadName('png')).toMatch(UPLOAD_NAME);
    for (const name of ['qb-heart.png', 'course/intro.mp4', 'notes.txt', '../0123456789abcdef0123456789abcdef.png']) expect(name).not.toMatch(UPLOAD_NAME);
  });

  it('finds a name however it is written around: any case, extension or neighbouring hex digits', () => {
    const name = newUploadName('pdf');
    const stem = uploadStem(name);
    for (const text of [`/file/${name}`, `https:\\/\\/cdn\\/file\\/${stem.toUpperCase()}.PDF`, `x${stem}pdfa`, `ab12${stem}ff`]) expect(stemsIn(text), text).toContain(stem);
    expect(stemsIn('/file/qb-heart.png')).toEqual([]);
  });
});
