import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../../core/file-store';
import { nowText } from '../../db/db';
import { forgetUploadMadeBefore, restoreUpload, scanFileMentions, uploadsBefore } from './upload-repository';
import { UPLOAD_NAME, stemsIn, uploadStem } from './upload-names';
import { wholeNumberSetting } from './upload-limits';
import type { Queryable } from '../../db/queryable';

const HOUR_MS = 60 * 60 * 1000;
/** Orphans are looked for at start and then every hour. */
export const UPLOAD_CLEANUP_INTERVAL_MS = HOUR_MS;
/** Hours an upload may stay unreferenced (a form open overnight) before it goes; 0 turns the cleanup off. */
export const ORPHAN_GRACE_HOURS_KEY = 'sys.upload.orphanGraceHours';
export const ORPHAN_GRACE_HOURS_DEFAULT = 24;
/** Uploads looked at per run; the next run goes on with the rest. */
const BATCH = 5000;

/** The stems among `stems` that some text of the database mentions (with any extension: in doubt, a file stays). */
async function mentioned(db: Queryable, stems: Set<string>): Promise<Set<string>> {
  const found = new Set<string>();
  await scanFileMentions(db, (values) => {
    for (const value of values) for (const stem of stemsIn(value)) if (stems.has(stem)) found.add(stem);
  });
  return found;
}

/**
 * Removes uploads that nothing refers to once they are older than the grace period: file and row. Only names the
 * upload route gives (UPLOAD_NAME) are ever candidates, so seeded media (`qb-…`, `course/…`) and anything else in the
 * folder are never touched. References are read from every text column of every table (upload-repository.ts
 * scanFileMentions); a name mentioned anywhere stays. Every instance may run this at once: each row is claimed by
 * one delete, and only the instance that claimed it removes the file. Returns how many went.
 */
export async function removeOrphanUploads(db: Queryable, files: FileStore, now = new Date()): Promise<number> {
  const graceHours = await wholeNumberSetting(db, ORPHAN_GRACE_HOURS_KEY, ORPHAN_GRACE_HOURS_DEFAULT, 0);
  if (graceHours === 0) return 0;
  const before = nowText(new Date(now.getTime() - graceHours * HOUR_MS));
  const candidates = (await uploadsBefore(db, before, BATCH)).filter((f) => UPLOAD_NAME.test(f.name));
  if (!candidates.length) return 0;
  // The scan comes after the candidates are chosen, so a reference written before it is always seen.
  const used = await mentioned(db, new Set(candidates.map((f) => uploadStem(f.name))));
  let removed = 0;
  const failures: unknown[] = [];
  for (const upload of candidates) {
    if (used.has(uploadStem(upload.name)) || !(await forgetUploadMadeBefore(db, upload.name, before))) continue;
    try {
      await files.remove(upload.name);
      removed++;
    } catch (err) {
      // The row comes back so a later run tries again; the other orphans still go.
      await restoreUpload(db, upload);
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} unreferenced uploads could not be removed (${removed} were)`);
  return removed;
}

/**
 * Runs the cleanup when the server is ready (without delaying it) and then every `intervalMs`. Every instance of a
 * cluster runs it; removeOrphanUploads is safe to run side by side.
 */
export function scheduleUploadCleanup(app: FastifyInstance, intervalMs = UPLOAD_CLEANUP_INTERVAL_MS): void {
  const { db } = app.ctx;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    app.logWriter.write('upload cleanup', async () => {
      try {
        const removed = await removeOrphanUploads(db, app.ctx.files);
        if (removed) app.log.info({ removed }, 'unreferenced uploads removed');
      } finally {
        running = false;
      }
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
