/**
 * 客服 agent inbox (issue 17) on both engines: 转人工 opens a conversation the agents see with unread counts, the
 * student's text then waits for an agent, an agent's reply reaches the phone's long-poll at once (also when the
 * phone waits on another instance of the same database), close and hand back tell the student and end routing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGE_TYPE, ServiceDeskNotice } from '@medteach/contract';
import { buildApp } from '../../app';
import { TokenService } from '../../core/auth';
import { LocalBus, PostgresBus, type Bus } from '../../core/bus';
import { loginAs, testServer } from '../../test-helpers';
import { ChatAnswer } from './chat';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
});
afterAll(() => s.close());

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Headers = admin, app = s.app) =>
  (await app.inject({ method, url: `/api${url}`, payload, headers })).json();
const say = (headers: Headers, type: number, problemContent = '', identify = 'YCSY') => call('POST', '/system/customer/add', { identify, type, problemContent }, headers);
type InboxRow = { userName: string; id: number; unread: number; status: string; lastText: string };
const findInInbox = async (userName: string) =>
  ((await call('GET', '/system/serviceDesk/list?pageNum=1&pageSize=100')).rows as InboxRow[]).find((r) => r.userName === userName);
const inbox = async (userName: string): Promise<InboxRow> => {
  const row = await findInInbox(userName);
  if (!row) throw new Error(`no conversation of ${userName} in the inbox`);
  return row;
};

describe('agent inbox', () => {
  it('转人工 opens a conversation with unread counts; the student text waits for the agent; opening it reads it', async () => {
    const phone = await loginAs(s.app, 'student21');
    expect(await findInInbox('student21')).toBeUndefined();
    // Before the transfer, free text is matched against the question lists (no agent involved).
    expect((await say(phone, 2, '完全无关的话')).data.answer).toBe(ChatAnswer.noMatch);
    expect(await say(phone, 3)).toMatchObject({ code: 200 });
    await say(phone, 3); // a second tap keeps the one conversation
    const sent = (await say(phone, 2, '我的订单没有解锁')).data;
    expect(sent).toMatchObject({ problemContent: '我的订单没有解锁', answer: '', problemManageVos: [] });

    const row = await inbox('student21');
    expect(row).toMatchObject({ status: '0', unread: 3, lastText: '我的订单没有解锁' });
    const list = await call('GET', '/system/serviceDesk/list?status=0');
    expect(list.rows.filter((r: { userName: string }) => r.userName === 'student21')).toHaveLength(1);

    const detail = (await call('GET', `/system/serviceDesk/${row.id}`)).data;
    expect(detail.records.map((r: { problemContent: string }) => r.problemContent)).toContain('我的订单没有解锁');
    expect((await inbox('student21')).unread).toBe(0);
    await say(phone, 2, '还在吗');
    expect((await inbox('student21')).unread).toBe(1);
  });

  it('the phone long-polls: an agent reply answers the waiting request at once', async () => {
    const phone = await loginAs(s.app, 'student22');
    await say(phone, 3);
    const first = (await call('GET', '/system/customer/replies?identify=YCSY', undefined, phone)).data;
    expect(first).toMatchObject({ rows: [], open: true });
    const cursor = first.cursor;
    const id = (await inbox('student22')).id;

    const started = Date.now();
    const waiting = call('GET', `/system/customer/replies?identify=YCSY&afterId=${cursor}`, undefined, phone);
    await new Promise((r) => setTimeout(r, 100)); // the phone is waiting before the agent writes
    const reply = await call('POST', '/system/serviceDesk/reply', { id, content: '您好，请提供订单号' });
    expect(reply).toMatchObject({ code: 200, data: { type: AGENT_MESSAGE_TYPE, answer: '您好，请提供订单号' } });
    const got = (await waiting).data;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(got.rows.map((r: { answer: string }) => r.answer)).toEqual(['您好，请提供订单号']);
    expect(got.cursor).toBe(reply.data.id);
    // Already written replies answer without waiting; another student's line stays quiet.
    expect((await call('GET', `/system/customer/replies?identify=YCSY&afterId=${cursor}`, undefined, phone)).data.rows).toHaveLength(1);
    const other = await loginAs(s.app, 'student23');
    const otherCursor = (await call('GET', '/system/customer/replies?identify=YCSY', undefined, other)).data.cursor;
    expect(otherCursor).toBeLessThan(reply.data.id);
    // History shows the agent's line as an answer.
    const history = await call('GET', '/system/customer/list?identify=YCSY&pageNum=1&pageSize=10', undefined, phone);
    expect(history.rows[0]).toMatchObject({ type: AGENT_MESSAGE_TYPE, answer: '您好，请提供订单号', problemContent: '' });
  });

  it('the console long-polls the inbox: a transfer, a line to the agent, a reply and an end answer the waiting request at once', async () => {
    const version = async () => (await call('GET', '/system/serviceDesk/changes')).data.version as string;
    /** Starts the console's request, then does what should answer it. */
    const answersAt = async (after: string, act: () => Promise<unknown>) => {
      const started = Date.now();
      const waiting = call('GET', `/system/serviceDesk/changes?after=${after}`);
      await new Promise((r) => setTimeout(r, 100)); // the console is waiting before it happens
      await act();
      const next = (await waiting).data.version as string;
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(next).not.toBe(after);
      expect(next).toBe(await version());
      return next;
    };
    const phone = await loginAs(s.app, 'student28');
    let v = await answersAt(await version(), () => say(phone, 3));
    v = await answersAt(v, () => say(phone, 2, '请帮我看看订单'));
    // A student talking to the bot (no transfer) changes nothing an agent sees.
    await say(await loginAs(s.app, 'student29'), 2, '完全无关的话');
    expect(await version()).toBe(v);
    const id = (await inbox('student28')).id;
    v = await answersAt(v, () => call('POST', '/system/serviceDesk/reply', { id, content: '好的' }));
    await answersAt(v, () => call('PUT', `/system/serviceDesk/close/${id}`));
    // A version the server never gave (or an old one) answers at once with the current one.
    expect((await call('GET', '/system/serviceDesk/changes?after=x')).data.version).toBe(await version());
    expect((await call('GET', '/system/serviceDesk/changes', undefined, phone)).code).toBe(403);
  });

  it('close and hand back tell the student, end routing to the agent, and refuse a second end or a late reply', async () => {
    const phone = await loginAs(s.app, 'student24');
    await say(phone, 3);
    const id = (await inbox('student24')).id;
    expect(await call('PUT', `/system/serviceDesk/handBack/${id}`)).toMatchObject({ code: 200 });
    expect((await inbox('student24')).status).toBe('2');
    expect((await say(phone, 2, '完全无关的话')).data.answer).toBe(ChatAnswer.noMatch);
    expect((await call('PUT', `/system/serviceDesk/close/${id}`)).code).toBe(500);
    expect((await call('POST', '/system/serviceDesk/reply', { id, content: '晚了' })).code).toBe(500);

    await say(phone, 3); // a new transfer: a new conversation
    const again = await inbox('student24');
    expect(again.id).not.toBe(id);
    expect(await call('PUT', `/system/serviceDesk/close/${again.id}`)).toMatchObject({ code: 200 });
    const answers = (await call('GET', '/system/customer/list?identify=YCSY&pageNum=1&pageSize=10', undefined, phone)).rows.map((r: { answer: string }) => r.answer);
    expect(answers).toEqual(expect.arrayContaining([ServiceDeskNotice.closed, ServiceDeskNotice.handedBack]));
    // With no agent on the line the phone's request does not wait: it is told to stop asking.
    const started = Date.now();
    expect((await call('GET', '/system/customer/replies?identify=YCSY&afterId=999999999', undefined, phone)).data).toMatchObject({ rows: [], open: false });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('bad input is refused and changes nothing; students cannot reach the agent routes', async () => {
    expect((await call('POST', '/system/serviceDesk/reply', { id: 999999, content: '在' })).code).toBe(404);
    expect((await call('POST', '/system/serviceDesk/reply', { id: 1, content: '   ' })).code).toBe(400);
    expect((await call('POST', '/system/serviceDesk/reply', { id: 1, content: 'x'.repeat(501) })).code).toBe(400);
    expect((await call('GET', '/system/serviceDesk/abc')).code).toBe(400);
    expect((await call('GET', '/system/serviceDesk/list?status=7')).code).toBe(400);
    expect((await call('GET', '/system/customer/replies?identify=YCSY&afterId=-1', undefined, await loginAs(s.app, 'student25'))).code).toBe(400);
    expect((await call('GET', '/system/serviceDesk/list', undefined, await loginAs(s.app, 'student25'))).code).toBe(403);
  });

  it('two instances of one database: a reply written on A wakes the phone waiting on B', async () => {
    const url = s.ctx.config.databaseUrl;
    let busA: Bus = new LocalBus();
    let busB: Bus = busA; // SQLite: one process, one file, one bus
    const cleanups: (() => Promise<unknown>)[] = [];
    if (url) {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      const [a, b] = [new PostgresBus(url, pool), new PostgresBus(url, pool)];
      await Promise.all([a.whenListening(), b.whenListening()]);
      [busA, busB] = [a, b];
      cleanups.push(() => a.close(), () => b.close(), () => pool.end());
    }
    const instance = (bus: Bus) => buildApp({ ...s.ctx, bus, tokens: new TokenService(s.ctx.db, bus, s.ctx.config.tokenSecret, s.ctx.config.tokenMinutes) });
    const [appA, appB] = [await instance(busA), await instance(busB)];
    try {
      const phone = await loginAs(appB, 'student26');
      await call('POST', '/system/customer/add', { identify: 'YCSY', type: 3, problemContent: '' }, phone, appB);
      const { cursor } = (await call('GET', '/system/customer/replies?identify=YCSY', undefined, phone, appB)).data;
      const id = (await inbox('student26')).id;
      const started = Date.now();
      const waiting = call('GET', `/system/customer/replies?identify=YCSY&afterId=${cursor}`, undefined, phone, appB);
      await new Promise((r) => setTimeout(r, 100));
      expect((await call('POST', '/system/serviceDesk/reply', { id, content: '来自另一台' }, await loginAs(appA, 'admin'), appA)).code).toBe(200);
      expect((await waiting).data.rows.map((r: { answer: string }) => r.answer)).toEqual(['来自另一台']);
      expect(Date.now() - started).toBeLessThan(2_000);
      // And the other way: a console waiting on A hears of a student's line written on B.
      const adminA = await loginAs(appA, 'admin');
      const before = (await call('GET', '/system/serviceDesk/changes', undefined, adminA, appA)).data.version;
      const consoleStarted = Date.now();
      const consoleWaiting = call('GET', `/system/serviceDesk/changes?after=${before}`, undefined, adminA, appA);
      await new Promise((r) => setTimeout(r, 100));
      await call('POST', '/system/customer/add', { identify: 'YCSY', type: 2, problemContent: '另一台上的留言' }, phone, appB);
      expect((await consoleWaiting).data.version).not.toBe(before);
      expect(Date.now() - consoleStarted).toBeLessThan(2_000);
    } finally {
      await appA.close();
      await appB.close();
      for (const c of cleanups) await c();
    }
  });
});
