/**
 * Cross-instance notifications (issue 15): per-instance caches (verified tokens, dictionaries, configs) are
 * invalidated on every instance when one instance writes. One engine, no extra service:
 * - one instance (SQLite, or tests): an in-process emitter;
 * - several instances on PostgreSQL: LISTEN/NOTIFY on one channel, over a dedicated connection that reconnects.
 * The publishing instance's own subscribers run at once; on PostgreSQL, publish() resolves only once the message has
 * come back to this instance through LISTEN (at most ECHO_WAIT_MS), i.e. once the database has handed it to every
 * listening instance — so a logout answered by one instance is already known to the others when the client's next
 * request reaches them. Caches keep a short TTL as the backstop for a message lost while a connection was down.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

/** Channels in use, with their payloads (strings: NOTIFY payloads are text, at most 8000 bytes). */
export const BusChannel = {
  /** A session ended (logout, refresh, password change): payload = token id. */
  TOKEN_REVOKED: 'token-revoked',
  /** Dictionary data changed: payload = '' (every type). */
  DICT_CHANGED: 'dict-changed',
  /** System config changed: payload = ''. */
  CONFIG_CHANGED: 'config-changed',
  /** Questions, categories, banks or purchases the answer call keeps in memory were written: payload = the tables, comma-separated. */
  ANSWER_TARGETS_CHANGED: 'answer-targets-changed',
  /** An xlsx import moved on: payload = JSON ImportProgress + userId (modules/system/import-progress.ts). */
  IMPORT_PROGRESS: 'import-progress',
  /** An agent wrote to a student (service desk): payload = the student's user id; wakes the phone's long-poll. */
  AGENT_REPLY: 'agent-reply',
  /** Something in the service-desk inbox changed (a student wrote or transferred, an agent replied or ended): payload = 'inbox'; wakes the consoles' long-poll. */
  SERVICE_DESK_CHANGED: 'service-desk-changed',
} as const;
export type BusChannelName = (typeof BusChannel)[keyof typeof BusChannel];

export interface Bus {
  publish(channel: BusChannelName, payload?: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: BusChannelName, handler: (payload: string) => void): () => void;
  close(): Promise<void>;
}

const PG_CHANNEL = 'medteach_bus';
const RECONNECT_MS = 1_000;
/** How long publish() waits for its own message to come back (a lost listener connection must not hang a logout). */
const ECHO_WAIT_MS = 1_000;

export class LocalBus implements Bus {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: BusChannelName, payload = '') {
    this.emitter.emit(channel, payload);
  }

  subscribe(channel: BusChannelName, handler: (payload: string) => void) {
    this.emitter.on(channel, handler);
    return () => void this.emitter.off(channel, handler);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

interface Envelope {
  origin: string;
  /** Per message, so the publisher recognises its own message coming back. */
  id: number;
  channel: BusChannelName;
  payload: string;
}

export class PostgresBus extends LocalBus {
  /** This instance, so it skips its own messages when they come back through NOTIFY. */
  readonly instanceId = randomUUID();
  private listener: pg.Client | null = null;
  private closed = false;
  private nextId = 1;
  /** Own messages on their way through the database, by id: resolved when they come back. */
  private readonly echoes = new Map<number, () => void>();
  private readonly ready: Promise<void>;

  constructor(
    private readonly databaseUrl: string,
    private readonly pool: { query: (text: string, values: unknown[]) => Promise<unknown> },
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    super();
    this.ready = this.listen();
  }

  /** Resolves once LISTEN is in place (tests wait for it before publishing from another instance). */
  whenListening() {
    return this.ready;
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (msg) => {
      if (msg.channel !== PG_CHANNEL || !msg.payload) return;
      try {
        const { origin, id, channel, payload } = JSON.parse(msg.payload) as Envelope;
        if (origin !== this.instanceId) this.emitter.emit(channel, payload);
        else this.echoes.get(id)?.();
      } catch (err) {
        this.onError(err);
      }
    });
    client.on('error', (err) => {
      this.onError(err);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      this.listener = client;
    } catch (err) {
      this.onError(err);
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client) {
    if (this.closed || (this.listener && this.listener !== client)) return;
    this.listener = null;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    setTimeout(() => void this.listen(), RECONNECT_MS).unref();
  }

  override async publish(channel: BusChannelName, payload = '') {
    await super.publish(channel, payload);
    const envelope: Envelope = { origin: this.instanceId, id: this.nextId++, channel, payload };
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      this.echoes.set(envelope.id, resolve);
      timer = setTimeout(resolve, this.listener ? ECHO_WAIT_MS : 0);
    });
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(envelope)]);
      await echoed;
    } finally {
      clearTimeout(timer);
      this.echoes.delete(envelope.id);
    }
  }

  override async close() {
    this.closed = true;
    const client = this.listener;
    this.listener = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
    await super.close();
  }
}
