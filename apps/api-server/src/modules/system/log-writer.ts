import type { FastifyBaseLogger } from 'fastify';

/**
 * Writes log entries (operation log, login log) after the answer has gone, so logging never slows or breaks a
 * request: a failed write is reported in the server log, never thrown. `idle()` resolves once every write started so
 * far has finished — the server waits for it on close (no entry lost at shutdown), tests before reading the logs.
 */
export class LogWriter {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  write(what: string, work: () => Promise<void>): void {
    const done: Promise<void> = work()
      .catch((err: unknown) => this.log.error({ err }, `${what} not written`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The writer of sys_oper_log and sys_logininfor entries (oper-log-hook.ts). */
    logWriter: LogWriter;
  }
}
