/**
 * No way around the access gate: every route of the role matrix, sent as an encoded, re-cased, doubled-slash,
 * dot-segment, `;`-parameter or absolute-form target, anonymously and as a student. Whatever the router makes of the
 * target, the handler never runs for a caller the plain path refuses. Sent over a real socket: `app.inject` would
 * normalise the target before the server saw it.
 */
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeclaredAccess, requireDeclaredAccess, servePublicly } from '../src/core/access';
import { callerHeaders, discoveredServer, fillPath, PROBE_HEADER, type DiscoveredServer } from './support/discovered-server';
import { expectedGate, pinnedAccess, routeKey } from './support/pinned-access';
import { rawRequest, TARGET_SHAPES } from './support/request-targets';
import { sqlOne } from './support/raw-sql';

const sqlValue = async (s: DiscoveredServer, sql: string) => Number((await sqlOne<{ n: number }>(s.ctx.db, sql)).n);

/** What a refused target may answer: the gate's 401/403, or no route at all (404), or a request it cannot parse. */
const REFUSALS = new Set([400, 401, 403, 404]);

describe('request targets: nothing admitted that the plain path refuses', () => {
  let s: DiscoveredServer;
  let port: number;
  let host: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let student: Record<string, string>;

  beforeAll(async () => {
    s = await discoveredServer();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
    host = `127.0.0.1:${port}`;
    student = (await callerHeaders(s)).student;
  });
  afterAll(async () => {
    agent.destroy();
    await s.close();
  });

  it('reproduces the attack before anything else: /%61pi/system/user/list is refused anonymously', async () => {
    const res = await rawRequest(agent, port, 'GET', '/%61pi/system/user/list');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
    const absolute = await rawRequest(agent, port, 'GET', `http://${host}/api/system/user/list`);
    expect(absolute.status).toBe(401);
  });

  it('refuses to create or promote an account through an encoded prefix', async () => {
    const created = await rawRequest(agent, port, 'POST', '/%61pi/system/user', {}, JSON.stringify({ userName: 'intruder', nickName: 'x', password: 'Intruder123!', roleIds: [1] }));
    expect(created.status).toBe(401);
    const promoted = await rawRequest(agent, port, 'PUT', '/%61pi/system/user', student, JSON.stringify({ userId: 1, roleIds: [1] }));
    expect(promoted.status).toBe(403);
    expect(await sqlValue(s, "SELECT COUNT(*) AS n FROM sys_user WHERE user_name = 'intruder'")).toBe(0);
  });

  it('every route of the server declares an access the gate knows', () => {
    expect(s.routes.filter((r) => !isDeclaredAccess(r.access)).map(routeKey)).toEqual([]);
    expect(s.routes.length).toBeGreaterThan(300);
  });

  it('every route × every target shape × {anonymous, student}', { timeout: 240_000 }, async () => {
    const admitted: string[] = [];
    let sent = 0;
    for (const route of s.routes) {
      const access = pinnedAccess(route);
      const callers = (['anonymous', 'student'] as const).filter((c) => expectedGate(access, c) !== 'through');
      const path = fillPath(route.url, () => '1');
      for (const caller of callers) {
        for (const shape of TARGET_SHAPES) {
          const probe = `target-${sent}`;
          const res = await rawRequest(agent, port, route.method, shape.target(path, host), { ...(caller === 'student' ? student : {}), [PROBE_HEADER]: probe }, route.method === 'GET' ? undefined : '{}');
          sent++;
          const ran = s.reached.has(probe);
          if (ran || !REFUSALS.has(res.status)) admitted.push(`${routeKey(route)} as ${caller} via ${shape.name}: ${res.status}${ran ? ' (handler ran)' : ''}`);
        }
      }
    }
    console.log(`request targets: ${sent} refused requests over ${TARGET_SHAPES.length} target shapes`);
    expect(admitted).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });
});

describe('deny by default', () => {
  it('refuses to start while a route declares no access', async () => {
    const app = Fastify();
    requireDeclaredAccess(app);
    app.get('/api/forgotten', async () => 'secret');
    await expect(app.ready()).rejects.toThrow('routes that declare no access: GET /api/forgotten; HEAD /api/forgotten');
  });

  it('accepts a declaration it knows and refuses one it does not (misspelt, empty role list)', async () => {
    const app = Fastify();
    requireDeclaredAccess(app);
    app.get('/a', { config: { access: 'user' } }, async () => 'ok');
    app.get('/b', { config: { access: [] } }, async () => 'none');
    app.get('/c', { config: { access: 'everyone' as 'user' } }, async () => 'typo');
    await expect(app.ready()).rejects.toThrow('routes that declare no access: GET /b; HEAD /b; GET /c; HEAD /c');
  });

  it('built apps and stored files are public by declaration', async () => {
    const app = Fastify();
    requireDeclaredAccess(app);
    await app.register(async (files) => {
      servePublicly(files);
      files.get('/learner', async () => 'app');
    });
    await expect(app.ready()).resolves.toBeDefined();
  });
});
