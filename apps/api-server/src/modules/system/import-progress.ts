import type { ImportProgress } from '@medteach/contract';
import { BusChannel, type Bus } from '../../core/bus';

/** How often one import tells the cluster how far it is (a 10,000-row file would otherwise send 10,000 messages). */
const PUBLISH_EVERY_MS = 250;
/** Finished or abandoned jobs are forgotten after this. */
const KEEP_MS = 10 * 60_000;

interface Entry extends ImportProgress {
  userId: number;
  at: number;
}

/**
 * Progress of the imports running anywhere in the cluster. The instance doing an import publishes over the bus; every
 * instance keeps what it hears, so the console's poll may land on any instance (round-robin) and still see it.
 */
export class ImportProgressBoard {
  private readonly jobs = new Map<string, Entry>();
  private readonly lastPublished = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(private readonly bus: Bus) {
    this.unsubscribe = bus.subscribe(BusChannel.IMPORT_PROGRESS, (payload) => {
      try {
        const entry = JSON.parse(payload) as Entry;
        if (typeof entry.jobId === 'string') this.jobs.set(entry.jobId, { ...entry, at: Date.now() });
      } catch {
        // Not ours: ignore.
      }
    });
  }

  /** Reports progress; throttled except for the phase changes, which always go out. */
  report(userId: number, progress: ImportProgress): void {
    const now = Date.now();
    const previous = this.jobs.get(progress.jobId);
    const last = this.lastPublished.get(progress.jobId) ?? 0;
    const entry = { ...progress, userId, at: now };
    this.jobs.set(progress.jobId, entry);
    if (previous?.phase === progress.phase && now - last < PUBLISH_EVERY_MS) return;
    this.lastPublished.set(progress.jobId, now);
    // Fire and forget: progress must never slow down or fail the import itself.
    this.bus.publish(BusChannel.IMPORT_PROGRESS, JSON.stringify(entry)).catch(() => undefined);
    this.sweep(now);
  }

  /** The job's progress as its owner may see it; undefined for someone else's or an unknown job. */
  read(jobId: string, userId: number): ImportProgress | undefined {
    const entry = this.jobs.get(jobId);
    if (!entry || entry.userId !== userId) return undefined;
    return { jobId: entry.jobId, phase: entry.phase, done: entry.done, total: entry.total };
  }

  close(): void {
    this.unsubscribe();
    this.jobs.clear();
    boards.delete(this.bus);
  }

  private sweep(now: number) {
    for (const [id, entry] of this.jobs) {
      if (now - entry.at > KEEP_MS) {
        this.jobs.delete(id);
        this.lastPublished.delete(id);
      }
    }
  }
}

const boards = new WeakMap<Bus, ImportProgressBoard>();

/** The board of this server (one per bus, so every test server has its own). */
export function importProgressBoard(bus: Bus): ImportProgressBoard {
  let board = boards.get(bus);
  if (!board) {
    board = new ImportProgressBoard(bus);
    boards.set(bus, board);
  }
  return board;
}
