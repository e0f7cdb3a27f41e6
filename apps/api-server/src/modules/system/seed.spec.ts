import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../../core/auth';
import type { Db } from '../../db/db';
import { legacySqlite, type Engine } from '../../db/engine';
import { openDatabase } from '../../db/open';
import type { DB } from '../../db/tables';

const dir = mkdtempSync(join(tmpdir(), 'medteach-seed-'));
const file = join(dir, 'db.sqlite');
let engine: Engine<DB>;
let db: Db;
beforeAll(async () => {
  engine = await openDatabase({ sqliteFile: file });
  db = legacySqlite(engine);
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
const user = (name: string) => db.prepare('SELECT * FROM sys_user WHERE user_name = ?').get(name) as Row;

describe('system seed', () => {
  it('creates the classes other modules rely on', () => {
    expect(db.prepare('SELECT id, class_name, grade_name, major_id FROM sys_class ORDER BY id').all()).toEqual([
      { id: 1, class_name: '临床医学2024级1班', grade_name: '2024级', major_id: 1 },
      { id: 2, class_name: '临床医学2024级2班', grade_name: '2024级', major_id: 1 },
      { id: 3, class_name: '口腔医学2024级1班', grade_name: '2024级', major_id: 2 },
    ]);
  });

  it('creates admin, two teachers and 30 students with fixed ids, numbers, phones and classes', () => {
    expect(user('admin')).toMatchObject({ user_id: 1, roles: 'admin', real_name: '系统管理员' });
    expect(user('teacher01')).toMatchObject({ user_id: 2, roles: 'teacher', real_name: '王建国', job_number: 'T0001' });
    expect(user('teacher02')).toMatchObject({ user_id: 3, roles: 'teacher', real_name: '李秀英' });
    expect(user('student01')).toMatchObject({ user_id: 101, job_number: 'S0001', phone: '13800000001', class_id: 1 });
    expect(user('student10')).toMatchObject({ user_id: 110, class_id: 1 });
    expect(user('student11')).toMatchObject({ user_id: 111, class_id: 2 });
    expect(user('student30')).toMatchObject({ user_id: 130, job_number: 'S0030', phone: '13800000030', class_id: 3 });
    const students = db.prepare("SELECT real_name FROM sys_user WHERE roles = 'student'").all() as { real_name: string }[];
    expect(students).toHaveLength(30);
    expect(new Set(students.map((s) => s.real_name)).size).toBe(30);
  });

  it('stores bcrypt hashes, never the passwords', () => {
    expect(user('admin').password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(checkPassword('admin123', user('admin').password_hash)).toBe(true);
    expect(checkPassword('123456', user('student30').password_hash)).toBe(true);
  });

  it('seeds dictionaries, configs and the agreement', () => {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT COUNT(*) AS n FROM sys_dict_data WHERE dict_type = 'cmtt_exam_type'")).toBe(9);
    expect(count("SELECT COUNT(*) AS n FROM sys_config WHERE config_key IN ('app.fileHost', 'station.maskNames', 'sys.account.registerUser')")).toBe(3);
    expect(count('SELECT COUNT(*) AS n FROM agreement WHERE category = 1 AND port = 1 AND application = 1')).toBe(1);
  });

  it('a second open reuses the data and does not seed again', async () => {
    db.prepare("UPDATE sys_user SET real_name = '改过的名字' WHERE user_id = 101").run();
    await engine.close();
    engine = await openDatabase({ sqliteFile: file });
    db = legacySqlite(engine);
    expect(user('student01').real_name).toBe('改过的名字');
    expect((db.prepare('SELECT COUNT(*) AS n FROM sys_user WHERE user_id <= 130').get() as { n: number }).n).toBe(33);
  });
});
