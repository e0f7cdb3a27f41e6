import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFolderStore } from './file-store';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop() as string, { recursive: true, force: true });
});
const store = () => {
  const dir = mkdtempSync(join(tmpdir(), 'medteach-files-'));
  dirs.push(dir);
  return new LocalFolderStore(join(dir, 'uploads'));
};

describe('LocalFolderStore', () => {
  it('stores new files, never overwrites one, and removes idempotently', async () => {
    const files = store();
    await files.put('a.png', Buffer.from('one'));
    expect(readFileSync(join(files.dir, 'a.png'), 'utf8')).toBe('one');
    await expect(files.put('a.png', Buffer.from('two'))).rejects.toThrow();
    expect(readFileSync(join(files.dir, 'a.png'), 'utf8')).toBe('one');
    await files.remove('a.png');
    await files.remove('a.png');
  });

  it('takes plain names only (no path tricks)', async () => {
    const files = store();
    for (const name of ['../x.png', 'a/b.png', '.hidden']) await expect(files.put(name, Buffer.from('x'))).rejects.toThrow(/plain file name/);
  });

  it('tells the free space and size of the disk holding the folder (creating the folder first)', async () => {
    const files = store();
    const { free, total } = await files.space();
    expect(free).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(free);
  });
});
