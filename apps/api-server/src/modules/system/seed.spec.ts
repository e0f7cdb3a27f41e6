import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../../core/auth';
import { BCRYPT_ROUNDS } from '../../core/password-pool';
import type { Engine } from '../../db/engine';
import { openDatabase } from '../../db/open';
import { MODULES } from '../registry';
import type { DB } from '../../db/tables';
import type { Queryable } from '../../db/queryable';

const dir = mkdtempSync(join(tmpdir(), 'medteach-seed-'));
const file = join(dir, 'db.sqlite');
let engine: Engine<DB>;
let db: Queryable;
beforeAll(async () => {
  engine = await openDatabase({ sqliteFile: file }, MODULES, { seed: 'demo' });
  db = engine.db;
});
afterAll(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Row {
  user_id: number;
  user_name: string;
  real_name: string;
  job_number: string;
  phone: string | null;
  roles: string;
  class_id: number | null;
  password_hash: string;
}
const user = async (name: string): Promise<Row> => db.selectFrom('sys_user').selectAll().where('user_name', '=', name).executeTakeFirstOrThrow();

describe('system seed', () => {
  it('creates the classes other modules rely on', async () => {
    expect(await db.selectFrom('sys_class').select(['id', 'class_name', 'grade_name', 'major_id']).orderBy('id').execute()).toEqual([
      { id: 1, class_name: '临床医学2024级1班', grade_name: '2024级', major_id: 1 },
      { id: 2, class_name: '临床医学2024级2班', grade_name: '2024级', major_id: 1 },
      { id: 3, class_name: '口腔医学2024级1班', grade_name: '2024级', major_id: 2 },
    ]);
  });

  it('creates admin, two teachers and 30 students with fixed ids, numbers, phones and classes', async () => {
    expect(await user('admin')).toMatchObject({ user_id: 1, roles: 'admin', real_name: '系统管理员' });
    expect(await user('teacher01')).toMatchObject({ user_id: 2, roles: 'teacher', real_name: '王建国', job_number: 'T0001' });
    expect(await user('teacher02')).toMatchObject({ user_id: 3, roles: 'teacher', real_name: '李秀英' });
    expect(await user('student01')).toMatchObject({ user_id: 101, job_number: 'S0001', phone: '13800000001', class_id: 1 });
    expect(await user('student10')).toMatchObject({ user_id: 110, class_id: 1 });
    expect(await user('student11')).toMatchObject({ user_id: 111, class_id: 2 });
    expect(await user('student30')).toMatchObject({ user_id: 130, job_number: 'S0030', phone: '13800000030', class_id: 3 });
    const students = await db.selectFrom('sys_user').select('real_name').where('roles', '=', 'student').execute();
    expect(students).toHaveLength(30);
    expect(new Set(students.map((s) => s.real_name)).size).toBe(30);
  });

  it('stores bcrypt hashes, never the passwords', async () => {
    // At the cost in use: 10 in every deployment, the minimum in this suite (core/password-pool.ts).
    expect((await user('admin')).password_hash).toMatch(new RegExp(`^\\$2[aby]\\$${String(BCRYPT_ROUNDS).padStart(2, '0')}\\$`));
    expect(checkPassword('admin123', (await user('admin')).password_hash)).toBe(true);
    expect(checkPassword('123456', (await user('student30')).password_hash)).toBe(true);
  });

  it('seeds dictionaries, configs and the agreement', async () => {
    expect(await db.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', 'cmtt_exam_type').execute()).toHaveLength(9);
    const keys = ['app.fileHost', 'station.maskNames', 'sys.account.registerUser'];
    expect(await db.selectFrom('sys_config').select('config_id').where('config_key', 'in', keys).execute()).toHaveLength(3);
    const agreements = await db.selectFrom('agreement').select('id').where('category', '=', 1).where('port', '=', 1).where('application', '=', 1).execute();
    expect(agreements).toHaveLength(1);
  });

  it('a second open reuses the data and does not seed again', async () => {
    await db.updateTable('sys_user').set({ real_name: '改过的名字' }).where('user_id', '=', 101).execute();
    await engine.close();
    engine = await openDatabase({ sqliteFile: file }, MODULES, { seed: 'demo' });
    db = engine.db;
    expect((await user('student01')).real_name).toBe('改过的名字');
    expect(await db.selectFrom('sys_user').select('user_id').where('user_id', '<=', 130).execute()).toHaveLength(33);
  });
});
