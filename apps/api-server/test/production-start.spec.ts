/**
 * A production install starts knowing no password: an empty database outside demo mode gets the reference data and
 * one admin whose generated password is handed to the start-up output once; none of the demo accounts exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/core/config';
import { seedKindFor } from '../src/core/demo-mode';
import type { SeedResult } from '../src/db/seed';
import { firstAdminNotice, generatePassword } from '../src/modules/system/first-admin';
import { testServer } from '../src/test-helpers';
import { sqlAll, sqlOne } from './support/raw-sql';

const login = async (s: Awaited<ReturnType<typeof testServer>>, username: string, password: string) =>
  (await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json() as { code: number };

describe('a production start on an empty database', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  const seeded: SeedResult[] = [];
  beforeAll(async () => {
    s = await testServer({}, {}, { seed: seedKindFor(loadConfig({ NODE_ENV: 'production' })), onSeeded: (r) => seeded.push(r) });
  });
  afterAll(() => s.close());

  it('is not demo mode, so it seeds reference data only', () => {
    expect(seedKindFor(loadConfig({ NODE_ENV: 'production' }))).toBe('reference');
    expect(seedKindFor(loadConfig({}))).toBe('reference');
    expect(seedKindFor(loadConfig({ DEMO_MODE: '1' }))).toBe('demo');
  });

  it('has one account, the admin, whose generated password was handed over once', async () => {
    expect(seeded).toHaveLength(1);
    const admin = seeded[0].firstAdmin;
    expect(admin?.userName).toBe('admin');
    expect(await sqlAll<{ user_name: string; roles: string }>(s.db, 'SELECT user_name, roles FROM sys_user')).toEqual([{ user_name: 'admin', roles: 'admin' }]);
    expect((await login(s, 'admin', admin?.password ?? '')).code).toBe(200);
    expect(firstAdminNotice(admin ?? { userName: '', password: '' })).toContain(admin?.password);
  });

  it('signs nobody in with a demo password', async () => {
    expect((await login(s, 'admin', 'admin123')).code).not.toBe(200);
    for (const name of ['teacher01', 'student01', 'student30']) expect((await login(s, name, '123456')).code).not.toBe(200);
  });

  it('has no demo content, but the reference data every school needs', async () => {
    for (const table of ['sys_class', 'qb_study_bank', 'qb_question', 'teaching_plan', 'online_course', 'exam', 'product_info']) {
      expect({ table, rows: Number((await sqlOne<{ n: number }>(s.db, `SELECT COUNT(*) AS n FROM ${table}`)).n) }).toEqual({ table, rows: 0 });
    }
    for (const table of ['sys_dict_data', 'sys_config', 'agreement', 'teaching_period', 'teaching_rating']) {
      expect(Number((await sqlOne<{ n: number }>(s.db, `SELECT COUNT(*) AS n FROM ${table}`)).n)).toBeGreaterThan(0);
    }
  });

  it('sets no known initial password for new accounts', async () => {
    const { config_value: initPassword } = await sqlOne<{ config_value: string }>(s.db, "SELECT config_value FROM sys_config WHERE config_key = 'sys.user.initPassword'");
    expect(initPassword).not.toBe('123456');
    expect(initPassword).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('generates strong, different passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{20}$/);
  });
});
