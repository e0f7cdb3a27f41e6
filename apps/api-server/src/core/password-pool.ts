import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from './errors';
import { ResultCode } from '@medteach/contract';

/** bcrypt cost of new hashes (RuoYi's BCryptPasswordEncoder default); old hashes verify at their own cost. */
export const PRODUCTION_BCRYPT_ROUNDS = 10;
/**
 * The cost actually used. The test suite's own servers hash at bcrypt's minimum (PASSWORD_HASH_COST=4, set by the
 * api-server's vitest config), as Devise does in a test environment: its hundreds of logins then cost about a
 * millisecond each instead of ~85 ms. Honoured only under NODE_ENV=test, so no deployment can lower it.
 */
export const BCRYPT_ROUNDS = testHashCost(process.env) ?? PRODUCTION_BCRYPT_ROUNDS;

export function testHashCost(env: NodeJS.ProcessEnv): number | undefined {
  if (env.NODE_ENV !== 'test' || !env.PASSWORD_HASH_COST) return undefined;
  const cost = Number(env.PASSWORD_HASH_COST);
  return Number.isInteger(cost) && cost >= 4 && cost <= PRODUCTION_BCRYPT_ROUNDS ? cost : undefined;
}
/** Hashing threads: leave one core to the event loop, at most four. */
export const PASSWORD_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
/**
 * Jobs waiting beyond this are refused at once with 系统繁忙 (about 3 s of bcrypt per thread): under a login flood a
 * quick answer to retry beats a queue that grows without bound while clients time out (bench:logins).
 */
export const PASSWORD_QUEUE_MAX = 32 * PASSWORD_WORKERS;
export const PASSWORD_BUSY = '系统繁忙，请稍后再试';

type Job = { op: 'hash'; plain: string; rounds: number } | { op: 'check'; plain: string; hash: string };
interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const WORKER_URL = new URL('./password-worker.mjs', import.meta.url);

/**
 * bcrypt off the event loop (issue 14 row 9): a few worker threads running bcryptjs, started on first use and
 * unref'd (they never keep the process alive). A job goes to the least busy thread; a thread that dies fails its
 * jobs and is replaced on the next call.
 */
class PasswordPool {
  private readonly slots: (Slot | null)[] = Array.from({ length: PASSWORD_WORKERS }, () => null);
  private nextId = 1;

  hash(plain: string): Promise<string> {
    return this.run({ op: 'hash', plain, rounds: BCRYPT_ROUNDS }) as Promise<string>;
  }

  check(plain: string, hash: string): Promise<boolean> {
    return this.run({ op: 'check', plain, hash }) as Promise<boolean>;
  }

  /** Jobs sent to the threads and not answered yet. */
  get queued(): number {
    return this.slots.reduce((n, s) => n + (s?.pending.size ?? 0), 0);
  }

  private run(job: Job): Promise<unknown> {
    if (this.queued >= PASSWORD_QUEUE_MAX) return Promise.reject(new AppError(ResultCode.ERROR, PASSWORD_BUSY));
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, ...job });
    });
  }

  private leastBusy(): Slot {
    let best = 0;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i];
      if (!slot) return (this.slots[i] = this.spawn(i));
      if (slot.pending.size < (this.slots[best]?.pending.size ?? Infinity)) best = i;
    }
    return this.slots[best] as Slot;
  }

  private spawn(index: number): Slot {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const p = slot.pending.get(id);
      slot.pending.delete(id);
      if (error === undefined) p?.resolve(result);
      else p?.reject(new Error(error));
    });
    const fail = (err: Error) => {
      if (this.slots[index] === slot) this.slots[index] = null;
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password worker exited (${code})`)));
    return slot;
  }
}

/** The process's password pool: `await passwords.check(plain, hash)`, `await passwords.hash(plain)`. */
export const passwords = new PasswordPool();
