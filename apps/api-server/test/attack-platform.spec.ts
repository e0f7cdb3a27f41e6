/**
 * Issue 14 attack suite, the platform rows: each test replays what the red team did and asserts it no longer gets in.
 * Rows: 3 (sandbox cashier), 4 (skills-exam questions), 5 (examinees at the station, sockets), 6 (system config),
 * 10 (uploads with too many fields), 11 (Host header in the pay form), 12 (socket.io CORS, slow bodies),
 * 13 (CSP connect-src, sequential share-score ids, answers in graded papers).
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { connect as tcpConnect, type AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { CommerceMessages, DEVICE_KEY_HEADER, STATION_EVENTS, coursePaths, teachingPaths, type StationCallItem } from '@medteach/contract';
import { loadWebConfig } from '../src/core/web-config';
import { signAlipay } from '../src/modules/commerce/alipay';
import { NOTIFY_ACK, NOTIFY_NACK } from '../src/modules/commerce/product-routes';
import { SANDBOX_TICKET_MS, sandboxTicket, sandboxTicketValid } from '../src/modules/commerce/sandbox';
import { SeedCourse, SeedResource } from '../src/modules/course/seed';
import { SEED_COURSE_PAPERS, SeedCoursePaper, type SeedQuestion } from '../src/modules/course/seed-papers';
import { OUTSIDE_WINDOW_MSG } from '../src/modules/station/routes';
import { attachStationSocket } from '../src/modules/station/socket';
import { createStationSocketServer } from '../src/modules/station/socket-server';
import { SECRET_WRITE_ONLY } from '../src/modules/system/config-routes';
import { TOO_MANY_FIELDS } from '../src/modules/system/upload-routes';
import { SeedLesson, SeedPaper } from '../src/modules/teaching/seed';
import { SEED_PAPERS } from '../src/modules/teaching/seed-papers';
import { loginAs } from '../src/test-helpers';
import { MANY_FIELDS_TYPE, manyFields } from './support/fuzz-arbitraries';
import { serversPerTest, type TestServer } from './support/test-servers';
import { sqlOne, sqlRun } from './support/raw-sql';

const server = serversPerTest();
const sockets: Socket[] = [];
const ioServers: Server[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((c) => c.disconnect());
  await Promise.all(ioServers.splice(0).map((io) => new Promise<void>((resolve) => io.close(() => resolve()))));
});

const get = (s: TestServer, url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (s: TestServer, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

/** Issues a display's device key as the console does. */
async function pair(s: TestServer, codeAddress: string): Promise<Record<string, string>> {
  const res = await post(s, '/examStation/console/deviceKey', { codeAddress }, await loginAs(s.app, 'admin'));
  return { [DEVICE_KEY_HEADER]: res.json().data.deviceKey };
}

async function startExamInRoom(s: TestServer, roomId: number, examineeId: number) {
  const admin = await loginAs(s.app, 'admin');
  for (const action of ['call', 'start']) expect((await post(s, '/examStation/console/action', { action, roomId, examineeId }, admin)).json().code).toBe(200);
}

describe('row 4: skills-exam questions reach only paired room screens and exam staff in the window', () => {
  it('a signed-in student cannot read the station questions, by header or by the query token', async () => {
    const s = await server();
    const student = await loginAs(s.app, 'student01');
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1,2', student)).statusCode).toBe(403);
    const token = student.authorization.slice('Bearer '.length);
    const byQuery = await get(s, `/structuralExam/examSkillQuestion/getByIds?examSkillIds=1,2&token=${token}`);
    expect(byQuery.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
  });

  it('getSkillInfo answers nobody without a login or a device key, even while an exam runs', async () => {
    const s = await server();
    await startExamInRoom(s, 2, 1);
    const res = await get(s, '/examDevice/getSkillInfo?codeAddress=R2');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('心肺复苏');
    // The paired room screen does get them.
    const r2 = await pair(s, 'R2');
    expect((await get(s, '/examDevice/getSkillInfo?codeAddress=R2', r2)).json().data.examSkillQuestionDTOs.length).toBeGreaterThan(0);
  });

  it('a paired screen may not read another device, a wall screen no questions, a room screen no other station', async () => {
    const s = await server();
    const r1 = await pair(s, 'R1');
    expect((await get(s, '/examDevice/getSkillInfo?codeAddress=R2', r1)).statusCode).toBe(403);
    const a1 = await pair(s, 'A1');
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1', a1)).statusCode).toBe(403);
    const r5 = await pair(s, 'R5'); // station 2; questions 1 and 2 belong to station 1
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=3,1', r5)).statusCode).toBe(403);
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1,2', r1)).json().data).toHaveLength(2);
  });

  it('staff get no questions outside the exam window', async () => {
    const s = await server();
    const teacher = await loginAs(s.app, 'teacher01');
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1', teacher)).json().data).toHaveLength(1);
    (await sqlRun(s.ctx.db, "UPDATE exam SET starts_at = '2020-01-01 08:00:00', ends_at = '2020-01-01 12:00:00'"));
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1', teacher)).json()).toEqual({ code: 500, msg: OUTSIDE_WINDOW_MSG });
    // A paired room screen with an examinee in progress gets nothing either once the window is over.
    await startExamInRoom(s, 2, 1);
    const r2 = await pair(s, 'R2');
    expect((await get(s, '/examDevice/getSkillInfo?codeAddress=R2', r2)).json().data).toEqual({ lastTime: 0, examSkillQuestionDTOs: [] });
  });
});

describe('row 5: examinees at the station', () => {
  it('getStationScreen names nobody without a login or a device key', async () => {
    const s = await server();
    const res = await get(s, '/examStation/getStationScreen?codeAddress=A1');
    expect(res.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', await loginAs(s.app, 'student01'))).statusCode).toBe(403);
    // The key of one display does not open another one.
    const b1 = await pair(s, 'B1');
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', b1)).statusCode).toBe(403);
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', { [DEVICE_KEY_HEADER]: 'guessed' })).statusCode).toBe(401);
  });

  it('devices are never found by their numeric id', async () => {
    const s = await server();
    const admin = await loginAs(s.app, 'admin');
    const id = ((await sqlOne<{ id: number }>(s.ctx.db, "SELECT device_id AS id FROM exam_device WHERE code_address = 'R2'"))).id;
    expect((await get(s, `/examDevice/getDeviceInfo/${id}`, admin)).json()).toEqual({ code: 404, msg: '设备不存在' });
    expect((await get(s, `/examStation/getStationScreen?codeAddress=${id}`, admin)).json().code).toBe(404);
    expect((await get(s, '/examDevice/getDeviceInfo/R2', admin)).json().data.roomId).toBe(2);
  });

  it('a revoked key stops working at once', async () => {
    const s = await server();
    const a1 = await pair(s, 'A1');
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).statusCode).toBe(200);
    await post(s, '/examStation/console/deviceKey/revoke', { codeAddress: 'A1' }, await loginAs(s.app, 'admin'));
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).statusCode).toBe(401);
    // Re-issuing replaces the old key too.
    const again = await pair(s, 'A1');
    await pair(s, 'A1');
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', again)).statusCode).toBe(401);
  });

  it('names and job numbers are masked by the server when the station says so', async () => {
    const s = await server();
    const admin = await loginAs(s.app, 'admin');
    const a1 = await pair(s, 'A1');
    const plain = (await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).json().data.waitList[0];
    expect((await post(s, '/examStation/console/maskNames', { stationId: 1, maskNames: true }, admin)).json().code).toBe(200);
    const masked = (await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).json().data.waitList[0];
    expect(masked.realName).not.toBe(plain.realName);
    expect(masked.realName).toMatch(/^.\*+.?$/u);
    expect(masked.jobNumber).toMatch(/^JS\*+\d\d$/);
    expect((await get(s, '/examStation/console/station/1', admin)).json().data).toMatchObject({ maskNames: true, examinees: expect.arrayContaining([expect.objectContaining({ realName: plain.realName })]) });
  });

  describe('the station socket', () => {
    async function socketServer(s: TestServer) {
      const http = createServer();
      const io = new Server(http, { transports: ['websocket'] });
      ioServers.push(io);
      attachStationSocket(io, s.ctx);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    }
    const dial = (url: string, userId: string, deviceKey?: string) => {
      const socket = connect(url, { query: { userId }, auth: deviceKey ? { deviceKey } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return socket;
    };
    const displays = async (s: TestServer) => (await get(s, '/examStation/console/station/1', await loginAs(s.app, 'admin'))).json().data.displays as { codeAddress: string; connected: boolean }[];

    it('a socket with userId=2, or a code address without its key, never joins a room nor shows as connected', async () => {
      const s = await server();
      const url = await socketServer(s);
      const heard: unknown[] = [];
      for (const [userId, key] of [['2', undefined], ['A1', undefined], ['A1', 'guessed']] as const) {
        const socket = dial(url, userId, key);
        socket.onAny((e) => heard.push(e));
        await new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      }
      // A paired display with another device's key is refused too.
      const r1Key = (await pair(s, 'R1'))[DEVICE_KEY_HEADER];
      const borrowed = dial(url, 'A1', r1Key);
      await new Promise<void>((resolve) => borrowed.once('disconnect', () => resolve()));
      await post(s, '/examStation/console/action', { action: 'call', roomId: 1, examineeId: 1 }, await loginAs(s.app, 'admin'));
      expect(heard).toEqual([]);
      expect((await displays(s)).filter((d) => d.connected)).toEqual([]);
    });

    it('a paired display joins, hears masked names when the station masks them, and is cut off when revoked', async () => {
      const s = await server();
      const url = await socketServer(s);
      const admin = await loginAs(s.app, 'admin');
      const wall = dial(url, 'A1', (await pair(s, 'A1'))[DEVICE_KEY_HEADER]);
      await new Promise<void>((resolve) => wall.once('connect', () => resolve()));
      await expect.poll(async () => (await displays(s)).find((d) => d.codeAddress === 'A1')?.connected).toBe(true);

      await post(s, '/examStation/console/maskNames', { stationId: 1, maskNames: true }, admin);
      const heard = new Promise<StationCallItem[]>((resolve) => wall.once(STATION_EVENTS.call, resolve));
      const result = (await post(s, '/examStation/console/action', { action: 'call', roomId: 1, examineeId: 1 }, admin)).json().data;
      const [item] = await heard;
      expect(item.realName).not.toBe(result.items[0].realName);
      expect(item.realName.startsWith([...result.items[0].realName][0])).toBe(true);
      expect(item.realName).toContain('*');

      const cut = new Promise<string>((resolve) => wall.once('disconnect', resolve));
      await post(s, '/examStation/console/deviceKey/revoke', { codeAddress: 'A1' }, admin);
      expect(await cut).toBe('io server disconnect');
    });
  });
});

const form = (s: TestServer, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: `/api${url}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
const payPage = async (s: TestServer, user: string, productInfoId = 2, headers: Record<string, string> = {}) =>
  (await get(s, `/base/product/order/getPayPage?productInfoId=${productInfoId}&all=0`, { ...(await loginAs(s.app, user)), ...headers })).json();
const unlocked = async (s: TestServer, user: string) =>
  ((await sqlOne<{ n: number }>(s.ctx.db, 'SELECT COUNT(*) AS n FROM user_skill_unlock u JOIN sys_user s ON s.user_id = u.user_id WHERE s.user_name = ?', user))).n;
const orderStatus = async (s: TestServer, orderNo: string) => ((await sqlOne<{ status: number }>(s.ctx.db, 'SELECT status FROM product_order WHERE order_no = ?', orderNo))).status;

describe('row 3: payments', () => {
  it('outside demo mode there is no sandbox: no cashier, no free unlock, no order opened', async () => {
    const s = await server();
    expect(await payPage(s, 'student05')).toEqual({ code: 500, msg: CommerceMessages.payUnavailable });
    expect(((await sqlOne<{ n: number }>(s.ctx.db, 'SELECT COUNT(*) AS n FROM product_order'))).n).toBe(0);
    // Even an order made some other way cannot be paid through the sandbox.
    (await sqlRun(s.ctx.db, "INSERT INTO product_order (order_no, user_id, product_info_id, all_skills, amount_cents, status, create_time) VALUES ('ORDER0000001', 105, 2, 0, 8800, 0, '2026-01-01 00:00:00')"));
    const res = await form(s, '/base/product/order/sandbox/complete', { orderNo: 'ORDER0000001', ticket: 'x', decision: 'pay' });
    expect(res.json()).toEqual({ code: 404, msg: CommerceMessages.sandboxOff });
    expect(await orderStatus(s, 'ORDER0000001')).toBe(0);
    expect(await unlocked(s, 'student05')).toBe(0);
  });

  it('in demo mode, knowing an order number is not enough to pay or cancel it: only the owner holds the ticket', async () => {
    const s = await server({ demoMode: true });
    const owners = (await payPage(s, 'student05')).data as string;
    const orderNo = field(owners, 'orderNo');
    for (const decision of ['pay', 'cancel']) {
      expect((await form(s, '/base/product/order/sandbox/complete', { orderNo, ticket: '', decision })).statusCode).toBe(400);
      expect((await form(s, '/base/product/order/sandbox/complete', { orderNo, ticket: `${Date.now() + 60_000}.forged`, decision })).json()).toEqual({ code: 403, msg: CommerceMessages.ticketInvalid });
    }
    // Another student's ticket (for their own order) does not carry over to this order.
    const othersTicket = field((await payPage(s, 'student06')).data, 'ticket');
    expect((await form(s, '/base/product/order/sandbox', { orderNo, ticket: othersTicket })).statusCode).toBe(403);
    expect(await orderStatus(s, orderNo)).toBe(0);
    expect(await unlocked(s, 'student05')).toBe(0);

    const paid = await form(s, '/base/product/order/sandbox/complete', { orderNo, ticket: field(owners, 'ticket'), decision: 'pay' });
    expect(paid.headers.location).toContain('payStatus=1');
    expect(await unlocked(s, 'student05')).toBe(1);
  });

  it('a sandbox ticket expires, and names one order of one owner', () => {
    const order = { order_no: 'ORDER0000001', user_id: 105 };
    const issuedAt = Date.now();
    const ticket = sandboxTicket('secret', order, issuedAt);
    expect(sandboxTicketValid('secret', order, ticket, issuedAt + SANDBOX_TICKET_MS - 1)).toBe(true);
    expect(sandboxTicketValid('secret', order, ticket, issuedAt + SANDBOX_TICKET_MS + 1)).toBe(false);
    expect(sandboxTicketValid('secret', { ...order, user_id: 106 }, ticket, issuedAt)).toBe(false);
    expect(sandboxTicketValid('secret', { ...order, order_no: 'ORDER0000002' }, ticket, issuedAt)).toBe(false);
    expect(sandboxTicketValid('other-secret', order, ticket, issuedAt)).toBe(false);
  });

  describe('the real provider (Alipay page pay, RSA2)', () => {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = (k: { export(o: { type: 'pkcs8' | 'spki'; format: 'pem' }): string | Buffer }, type: 'pkcs8' | 'spki') => String(k.export({ type, format: 'pem' }));
    const alipay = { appId: '2021000000000001', gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do', privateKey: pem(merchant.privateKey, 'pkcs8'), alipayPublicKey: pem(alipayKeys.publicKey, 'spki') };
    const web = loadWebConfig({ PUBLIC_ORIGIN: 'https://exam.example.com' }, 8080, 7777);

    /** A notification as Alipay sends it (form fields, signed with Alipay's key over the sorted fields). */
    function notification(orderNo: string, overrides: Record<string, string> = {}, key = pem(alipayKeys.privateKey, 'pkcs8')) {
      const fields: Record<string, string> = {
        gmt_create: '2026-11-25 10:00:00',
        charset: 'utf-8',
        notify_time: '2026-11-25 10:00:05',
        notify_type: 'trade_status_sync',
        notify_id: 'ac05099524730693a8b330c5ecf72da9786',
        app_id: alipay.appId,
        trade_no: '2026112522001400000000000001',
        out_trade_no: orderNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: '88.00',
        receipt_amount: '88.00',
        subject: '心肺复苏技能',
        ...overrides,
      };
      return { ...fields, sign_type: 'RSA2', sign: signAlipay(fields, key) };
    }

    it('the pay form is signed for Alipay and points at the configured origin, never the Host header', async () => {
      const s = await server({ alipay, web });
      const html = (await payPage(s, 'student05', 2, { host: 'evil.example' })).data as string;
      expect(html).toContain(`action="${alipay.gateway}?charset=utf-8"`);
      expect(field(html, 'notify_url')).toBe('https://exam.example.com/api/base/product/order/notify');
      expect(field(html, 'return_url')).toMatch(/^https:\/\/exam\.example\.com\/learner\/#\/Alipay\?/);
      expect(html).not.toContain('evil.example');
      expect(field(html, 'sign')).not.toBe('');
    });

    it('a correctly signed notification pays the order once; forged, tampered or foreign ones change nothing', async () => {
      const s = await server({ alipay, web });
      const orderNo = JSON.parse(field((await payPage(s, 'student05')).data, 'biz_content').replace(/&#34;/g, '"')).out_trade_no as string;
      const notify = (fields: Record<string, string>) => form(s, '/base/product/order/notify', fields);

      const tampered = { ...notification(orderNo), total_amount: '0.01' };
      const wrongKey = notification(orderNo, {}, pem(merchant.privateKey, 'pkcs8'));
      const unsigned = Object.fromEntries(Object.entries(notification(orderNo)).filter(([k]) => k !== 'sign'));
      const otherMerchant = notification(orderNo, { app_id: '2021000000000002' });
      const notPaid = notification(orderNo, { trade_status: 'WAIT_BUYER_PAY' });
      const cheaper = notification(orderNo, { total_amount: '0.01', receipt_amount: '0.01' }); // validly signed, wrong amount
      for (const fields of [tampered, wrongKey, unsigned, otherMerchant, notPaid, cheaper]) {
        const res = await notify(fields);
        expect(res.body).toBe(NOTIFY_NACK);
      }
      expect(await orderStatus(s, orderNo)).toBe(0);
      expect(await unlocked(s, 'student05')).toBe(0);

      const ok = await notify(notification(orderNo));
      expect(ok.headers['content-type']).toContain('text/plain');
      expect(ok.body).toBe(NOTIFY_ACK);
      expect(await orderStatus(s, orderNo)).toBe(1);
      expect(await unlocked(s, 'student05')).toBe(1);
      expect((await notify(notification(orderNo))).body).toBe(NOTIFY_ACK); // Alipay repeats notices: still one unlock
      expect(await unlocked(s, 'student05')).toBe(1);
    });

    it('pages may post pay forms to the gateway (CSP form-action)', async () => {
      const s = await server({ alipay, web, staticDir: null });
      const res = await s.app.inject({ url: '/no-such-page' });
      expect(res.headers['content-security-policy']).toContain("form-action 'self' https://openapi-sandbox.dl.alipaydev.com");
    });
  });
});

describe('row 11: the Host header never makes a URL', () => {
  it('the sandbox pay form is a path on the page origin, or the configured public origin', async () => {
    const s = await server({ demoMode: true });
    const html = (await payPage(s, 'student05', 2, { host: 'evil.example' })).data as string;
    expect(html).toContain('action="/api/base/product/order/sandbox"');
    const configured = await server({ demoMode: true, web: loadWebConfig({ PUBLIC_ORIGIN: 'https://exam.example.com/' }, 8080, 7777) });
    const forwarded = (await payPage(configured, 'student05', 2, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).data as string;
    expect(forwarded).toContain('action="https://exam.example.com/api/base/product/order/sandbox"');
  });
});

describe('row 10: uploads with more than 20 form fields', () => {
  it('get a clear 400, not an unhandled 500, and store nothing', async () => {
    const s = await server();
    const res = await s.app.inject({ method: 'POST', url: '/api/file/upload', headers: { ...(await loginAs(s.app, 'admin')), 'content-type': MANY_FIELDS_TYPE }, payload: manyFields(25, true) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: TOO_MANY_FIELDS });
    expect(((await sqlOne<{ n: number }>(s.ctx.db, 'SELECT COUNT(*) AS n FROM sys_file'))).n).toBe(0);
  });
});

describe('row 12: socket.io origins and slow bodies', () => {
  async function socketOn(s: TestServer) {
    const { http, io } = createStationSocketServer(s.ctx);
    ioServers.push(io);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }
  const handshake = (url: string, origin: string) => fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });

  it('refuses the handshake of any other origin and never reflects it with credentials', async () => {
    const s = await server({ web: loadWebConfig({ PUBLIC_ORIGIN: 'https://exam.example.com' }, 8080, 7777) });
    const url = await socketOn(s);
    const evil = await handshake(url, 'https://evil.example');
    expect(evil.status).toBeGreaterThanOrEqual(400);
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const app = await handshake(url, 'https://exam.example.com');
    expect(app.status).toBe(200);
    expect(app.headers.get('access-control-allow-origin')).toBe('https://exam.example.com');
    expect(app.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('without configured origins only the loopback origins of the HTTP port may connect', async () => {
    const s = await server();
    const url = await socketOn(s);
    expect((await handshake(url, `http://127.0.0.1:${s.ctx.config.port}`)).status).toBe(200);
    expect((await handshake(url, 'http://10.0.0.9:8080')).status).toBeGreaterThanOrEqual(400);
  });

  it('a request body that dribbles in is cut off soon after the request timeout', async () => {
    const timeout = 1_000;
    const s = await server({ web: { ...loadWebConfig({}, 8080, 7777), requestTimeoutMs: timeout } });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = tcpConnect(port, '127.0.0.1', () => {
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
        const drip = setInterval(() => socket.write(' '), 200);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        });
        socket.on('error', () => undefined);
      });
    });
    expect(closedAfter).toBeGreaterThanOrEqual(timeout - 100);
    expect(closedAfter).toBeLessThan(timeout + 2_500);
  });
});

describe('row 13: shared results', () => {
  it('cannot be enumerated: the row id opens nothing, only the random share id does', async () => {
    const s = await server();
    for (const id of [1, 2, 3]) expect((await get(s, `/base/share/scoreDetail?practiceListId=${id}`)).json()).toEqual({ code: 404, msg: CommerceMessages.shareMissing });
    const { shareId } = (await sqlOne<{ shareId: number }>(s.ctx.db, 'SELECT share_id AS "shareId" FROM share_score WHERE id = 1'));
    expect(shareId).toBeGreaterThan(1e14);
    expect((await get(s, `/base/share/scoreDetail?practiceListId=${shareId}`)).json().data).toMatchObject({ practiceListId: shareId, score: 86 });
  });
});

describe('row 13: graded papers never carry their key before submission', () => {
  const explanations = (questions: readonly SeedQuestion[]): string[] => questions.flatMap((q) => [...(q.analysis ? [q.analysis] : []), ...explanations(q.children ?? [])]);

  it('a course paper an unfinished student opens holds no explanation and no correct answer', async () => {
    const s = await server();
    const query = `onlineCourseId=${SeedCourse.INTERNAL_MEDICINE}&onlineCourseResourceId=${SeedResource.HEART_EXAM_VIDEO}&paperId=${SeedCoursePaper.INTERNAL_MEDICINE}`;
    const res = await get(s, `${coursePaths.myAnswerSheet}?${query}`, await loginAs(s.app, 'student01'));
    expect(res.json().data.isStudy).toBe(0);
    const analyses = explanations(SEED_COURSE_PAPERS.find((p) => p.paperId === SeedCoursePaper.INTERNAL_MEDICINE)!.questions);
    expect(analyses.length).toBeGreaterThan(3);
    expect(analyses.filter((a) => res.body.includes(a))).toEqual([]);
    expect(res.body).not.toMatch(/"(correct|analysis)":"[^"]/);
  });

  it('a teaching-plan paper likewise', async () => {
    const s = await server();
    const res = await get(s, `${teachingPaths.paperMyAnswerSheet}?planDetailId=${SeedLesson.IN_PROGRESS}&paperId=${SeedPaper.DIAGNOSTICS}`, await loginAs(s.app, 'student01'));
    expect(res.json().data.paperStatus).toBe(0);
    const analyses = SEED_PAPERS.find((p) => p.paperId === SeedPaper.DIAGNOSTICS)!.questions.map((q) => q.analysis).filter(Boolean);
    expect(analyses.filter((a) => res.body.includes(a))).toEqual([]);
    expect(res.body).not.toMatch(/"(correct|analysis)":"[^"]/);
  });
});

describe('row 13: CSP connect-src', () => {
  it('allows this origin and the configured station socket, not ws:/wss: to any host', async () => {
    const s = await server({ web: loadWebConfig({ PUBLIC_ORIGIN: 'https://exam.example.com', CONNECT_ORIGINS: 'https://api.example.com' }, 8080, 7777) });
    const csp = (await s.app.inject({ url: '/no-such-page' })).headers['content-security-policy'] as string;
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'))!.split(' ').slice(1);
    expect(connect).toEqual(["'self'", 'wss://exam.example.com:7777', 'https://exam.example.com:7777', 'https://api.example.com']);
  });
});

describe('row 6: system configs', () => {
  const config = (s: TestServer, method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    s.app.inject({ method, url: `/api/system/config${url}`, headers, payload });

  it('a student reads only the public keys, never the initial password, the list or a config by id', async () => {
    const s = await server();
    const student = await loginAs(s.app, 'student01');
    expect((await config(s, 'GET', '/configKey/sys.user.initPassword', student)).statusCode).toBe(403);
    expect((await config(s, 'GET', '/configKey/sys.login.blackIPList', student)).statusCode).toBe(403);
    const list = await config(s, 'GET', '/list?pageSize=100', student);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('123456');
    expect((await config(s, 'GET', '/1', student)).statusCode).toBe(403);
    expect((await config(s, 'GET', '/configKey/sys.account.registerUser', student)).json().data).toBe('true');
  });

  it('secrets are write-only in the console: never listed, read or exported, kept when saved blank', async () => {
    const s = await server();
    const admin = await loginAs(s.app, 'admin');
    (await sqlRun(s.ctx.db, "INSERT INTO sys_config (config_name, config_key, config_value, config_type, remark) VALUES ('微信AppSecret', 'wechat.appSecret', 'wx-secret-value', 'N', '')"));
    const rows = (await config(s, 'GET', '/list?pageSize=100', admin)).json().rows as { configKey: string; configValue: string; configId: number; secret?: boolean; valueSet?: boolean }[];
    const secret = rows.find((r) => r.configKey === 'wechat.appSecret')!;
    expect(secret).toMatchObject({ configValue: '', secret: true, valueSet: true });
    expect(rows.find((r) => r.configKey === 'sys.user.initPassword')).toMatchObject({ configValue: '', secret: true });
    expect(JSON.stringify(rows)).not.toContain('wx-secret-value');
    expect(JSON.stringify(rows)).not.toContain('123456'); // nor the initial password, in its value or its remark
    expect((await config(s, 'GET', `/${secret.configId}`, admin)).body).not.toContain('wx-secret-value');
    expect((await config(s, 'GET', '/configKey/wechat.appSecret', admin)).json()).toEqual({ code: 403, msg: SECRET_WRITE_ONLY });
    const exported = await s.app.inject({ method: 'POST', url: '/api/system/config/export', headers: admin, payload: {} });
    expect(exported.rawPayload.includes(Buffer.from('wx-secret-value'))).toBe(false);

    const save = (configValue: string) => config(s, 'PUT', '', admin, { configId: secret.configId, configName: '微信AppSecret', configKey: 'wechat.appSecret', configValue });
    expect((await save('')).json().code).toBe(200);
    expect(((await sqlOne<{ v: string }>(s.ctx.db, "SELECT config_value AS v FROM sys_config WHERE config_key = 'wechat.appSecret'"))).v).toBe('wx-secret-value');
    expect((await save('new-secret')).json().code).toBe(200);
    expect(((await sqlOne<{ v: string }>(s.ctx.db, "SELECT config_value AS v FROM sys_config WHERE config_key = 'wechat.appSecret'"))).v).toBe('new-secret');
  });
});
