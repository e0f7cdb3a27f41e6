/**
 * Where uploaded files go (issue 15). One interface, so object storage can be added beside the local folder; every
 * instance of a deployment must reach the same store (for the local folder: UPLOAD_DIR on a shared volume).
 * Stored files are served at `/file/<name>` (app.ts serves the local folder; an object store would serve its own
 * URLs, or sit behind that path at the CDN).
 */
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStore {
  /** Stores new content under a new `name` (never overwrites: names are random, a clash is an error). */
  put(name: string, data: Buffer): Promise<void>;
  /** Removes a stored file; a missing one is not an error (undoing a half-finished upload). */
  remove(name: string): Promise<void>;
  /**
   * Bytes free for new files and the size of the disk holding them, when the store can tell (a local folder can;
   * object storage has no disk to fill and leaves this out, so the upload route skips the check).
   */
  space?(): Promise<DiskSpace>;
}

export interface DiskSpace {
  free: number;
  total: number;
}

/** Files in one folder (DATA_DIR/uploads, or UPLOAD_DIR). */
export class LocalFolderStore implements FileStore {
  constructor(readonly dir: string) {}

  async put(name: string, data: Buffer) {
    if (name.includes('/') || name.includes('\\') || name.startsWith('.')) throw new Error(`not a plain file name: ${name}`);
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), data, { flag: 'wx' });
  }

  async remove(name: string) {
    await rm(join(this.dir, name), { force: true });
  }

  async space(): Promise<DiskSpace> {
    await mkdir(this.dir, { recursive: true });
    // bavail, not bfree: the blocks the file system keeps for root are no room for this server's files.
    const disk = await statfs(this.dir);
    return { free: disk.bavail * disk.bsize, total: disk.blocks * disk.bsize };
  }
}
