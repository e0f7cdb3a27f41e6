/** The system module's repositories and seed on both engines (issue 15), each test on a fresh seeded database. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { ConfigKey, DictType, dictDataBody, type ConfigBody } from '@medteach/contract';
import { bodyOf } from '../../../test/support/bodies';
import { BusChannel, PostgresBus } from '../../core/bus';
import { checkPassword } from '../../core/auth';
import type { Engine } from '../../db/engine';
import { migrateEngine, syncIdentities } from '../../db/migrate';
import { MIGRATIONS } from '../registry';
import type { DB } from '../../db/tables';
import { ENGINES, createTestEngine, ignorePoolError, type TestEngine } from '../../db/test-engines';
import { addAgreementVersion, latestAgreement } from './agreement-repository';
import { deleteLoginAttempt, findLoginAttempt, recordLoginFailure, saveCaptcha, spendSignature, takeCaptcha } from './auth-repository';
import { configKeyTaken, deleteConfigs, getConfig, insertConfig, listConfigs, updateConfig } from './config-repository';
import { configValue, watchConfigChanges } from './config-store';
import { deleteDictData, enabledDictEntries, getDictData, insertDictData, listDictData, updateDictData } from './dict-repository';
import { dictByType, watchDictChanges } from './dict-store';
import { DEMO_PASSWORD, SEED_CLASSES, seedSystem, seedSystemReference } from './seed';
import { SMS_CODE_EXPIRED, SMS_CODE_WRONG, SMS_MAX_ATTEMPTS, SmsCodes } from './sms-codes';
import { recordUploads } from './upload-repository';
import { bindPlatform, findUserById, findUserByName, findUserByPhone, findUserByPlatform, setPasswordHash } from './user-repository';
import { ACCOUNT_EXISTS, createStudent } from './users';
import type { Queryable } from '../../db/queryable';

async function openSeeded(engine: 'sqlite' | 'postgres'): Promise<TestEngine<DB>> {
  const t = await createTestEngine<DB>(engine, inject('postgresUrl'));
  await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
  await t.engine.db.transaction().execute(async (trx) => {
    await seedSystem(trx);
    await seedSystemReference(trx, DEMO_PASSWORD);
  });
  await syncIdentities(t.engine as Engine<unknown>);
  return t;
}

const config = (over: Partial<ConfigBody>): ConfigBody => ({ configName: '测试参数', configKey: 'test.key', configValue: 'v', configType: 'N', remark: '', ...over });

describe.each(ENGINES)('system repositories on %s', (engine) => {
  let t: TestEngine<DB>;
  let db: Queryable;
  beforeEach(async () => {
    t = await openSeeded(engine);
    db = t.engine.db;
  });
  afterEach(() => t.dispose());

  it('seed: classes, accounts with fixed ids and bcrypt hashes, dictionaries, configs, agreement; new rows get the next ids', async () => {
    expect(await db.selectFrom('sys_class').select(['id', 'class_name']).orderBy('id').execute()).toEqual(SEED_CLASSES.map((c) => ({ id: c.id, class_name: c.className })));
    const admin = await findUserById(db, 1);
    expect(admin).toMatchObject({ user_name: 'admin', roles: 'admin', class_name: null, status: '0' });
    expect(checkPassword('admin123', admin?.password_hash ?? '')).toBe(true);
    expect(await findUserByName(db, 'student11')).toMatchObject({ user_id: 111, class_id: 2, class_name: '临床医学2024级2班', phone: '13800000011' });
    expect((await enabledDictEntries(db, DictType.EXAM_TYPE)).map((d) => d.dictCode)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await configValue(db, ConfigKey.REGISTER_USER)).toBe('true');
    expect(await latestAgreement(db, { category: 1, port: 1, application: 1 })).toMatchObject({ id: 1, title: '用户服务协议' });
    // Identities moved past the seeded ids (PostgreSQL), so inserts without an id work on both engines.
    const dictCode = await insertDictData(db, dictDataBody.parse({ dictType: 'sys_yes_no', dictLabel: '也许', dictValue: 'M' }));
    expect(dictCode).toBeGreaterThan(9);
    expect(await insertConfig(db, config({}))).toBeGreaterThan(8);
    expect(await createStudent(db, { userName: 'new_one' })).toBeGreaterThan(130);
  });

  it('users: found by phone and platform; a platform binding; generated names never collide; a taken phone is refused', async () => {
    await bindPlatform(db, 105, 'app-1', 'P-5');
    expect(await findUserByPlatform(db, 'app-1', 'P-5')).toMatchObject({ user_id: 105 });
    expect(await findUserByPlatform(db, 'app-1', 'P-6')).toBeUndefined();
    expect(await findUserByPhone(db, '13800000007')).toMatchObject({ user_name: 'student07' });
    const first = await createStudent(db, { userName: 'student01', platformId: 'app-1', personId: 'P-9' });
    expect(await findUserById(db, first)).toMatchObject({ user_name: 'student01_2', roles: 'student', nick_name: '新用户' });
    await expect(createStudent(db, { userName: '13800000003', phone: '13800000003' })).rejects.toThrow(ACCOUNT_EXISTS);
    await setPasswordHash(db, 105, 'new-hash');
    expect((await findUserById(db, 105))?.password_hash).toBe('new-hash');
  });

  it('SMS codes: a wrong guess counts, the right code works once, too many guesses throw it away', async () => {
    let now = 1_000_000;
    const codes = new SmsCodes(db, () => now);
    const code = await codes.issue('13900000001');
    const wrong = code === '000000' ? '000001' : '000000';
    await expect(codes.consume('13900000001', wrong)).rejects.toThrow(SMS_CODE_WRONG);
    await codes.consume('13900000001', code);
    await expect(codes.consume('13900000001', code)).rejects.toThrow(SMS_CODE_EXPIRED);
    now += 120_000;
    const next = await codes.issue('13900000001');
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) await codes.consume('13900000001', wrong).catch(() => undefined);
    await expect(codes.consume('13900000001', next)).rejects.toThrow(SMS_CODE_EXPIRED);
  });

  it('captchas are taken once; login attempts upsert and clear; a platform signature is used once', async () => {
    await saveCaptcha(db, 'u-1', '7', 2_000, 1_000);
    await saveCaptcha(db, 'u-old', '3', 500, 400);
    await saveCaptcha(db, 'u-2', '9', 3_000, 1_000); // purges the expired u-old
    expect(await takeCaptcha(db, 'u-1')).toEqual({ answer: '7', expires_at: 2_000 });
    expect(await takeCaptcha(db, 'u-1')).toBeUndefined();
    expect(await takeCaptcha(db, 'u-old')).toBeUndefined();

    // Parallel failures all count; one failure is forgiven per decay period of quiet.
    await Promise.all([1, 2, 3, 4].map(() => recordLoginFailure(db, 'ip:1.2.3.4', 100, 1_000)));
    expect(await findLoginAttempt(db, 'ip:1.2.3.4')).toEqual({ failures: 4, last_failure_at: 100 });
    await recordLoginFailure(db, 'ip:1.2.3.4', 2_150, 1_000); // two periods later: 4 - 2 + 1
    expect(await findLoginAttempt(db, 'ip:1.2.3.4')).toEqual({ failures: 3, last_failure_at: 2_150 });
    await recordLoginFailure(db, 'ip:1.2.3.4', 99_000, 1_000); // long quiet: starts again from 1
    expect(await findLoginAttempt(db, 'ip:1.2.3.4')).toEqual({ failures: 1, last_failure_at: 99_000 });
    await deleteLoginAttempt(db, 'ip:1.2.3.4');
    expect(await findLoginAttempt(db, 'ip:1.2.3.4')).toBeUndefined();

    expect(await spendSignature(db, 'ab12', 5_000, 1_000)).toBe(true);
    expect(await spendSignature(db, 'ab12', 5_000, 1_000)).toBe(false);
    expect(await spendSignature(db, 'ab12', 9_000, 6_000)).toBe(true); // the old record expired and was purged
  });

  it('configs: case-insensitive literal search, secrets masked, blank secret kept on save, key clash, delete', async () => {
    const { total, rows } = await listConfigs(db, { configKey: 'SYS.ACCOUNT' }, { pageNum: 1, pageSize: 1 });
    expect(total).toBe(2);
    expect(rows.map((r) => r.configKey)).toEqual(['sys.account.captchaEnabled']);
    expect((await listConfigs(db, { configName: '%' })).total).toBe(0);
    expect((await listConfigs(db, { configType: 'N' })).total).toBe(0);
    const secret = (await listConfigs(db, { configKey: 'initPassword' })).rows[0];
    expect(secret).toMatchObject({ configValue: '', secret: true, valueSet: true });
    expect(await updateConfig(db, secret.configId, config({ configKey: 'sys.user.initPassword', configValue: '' }), true)).toBe(true);
    expect(await configValue(db, 'sys.user.initPassword')).toBe('123456');
    expect(await configKeyTaken(db, 'sys.user.initPassword')).toBe(true);
    expect(await configKeyTaken(db, 'sys.user.initPassword', secret.configId)).toBe(false);
    const id = await insertConfig(db, config({ configKey: 'test.a' }));
    expect(await getConfig(db, id)).toMatchObject({ configKey: 'test.a', configValue: 'v', configType: 'N' });
    expect(await updateConfig(db, 9_999, config({}), false)).toBe(false);
    await deleteConfigs(db, []);
    await deleteConfigs(db, [id]);
    expect(await getConfig(db, id)).toBeUndefined();
  });

  it('dictionaries: enabled entries in order, filtered pages, updates and deletes', async () => {
    expect((await enabledDictEntries(db, 'sys_user_sex')).map((d) => d.dictLabel)).toEqual(['男', '女', '未知']);
    const page = await listDictData(db, { dictType: DictType.EXAM_TYPE }, { pageNum: 2, pageSize: 4 });
    expect(page.total).toBe(9);
    expect(page.rows.map((d) => d.dictLabel)).toEqual(['B型题', 'X型题', '判断题', '填空题']);
    expect((await listDictData(db, { dictLabel: 'x型' })).rows.map((d) => d.dictLabel)).toEqual(['X型题']);
    const female = (await enabledDictEntries(db, 'sys_user_sex'))[1];
    expect(await updateDictData(db, female.dictCode, dictDataBody.parse(bodyOf(dictDataBody, female, { status: '1' })))).toBe(true);
    expect((await enabledDictEntries(db, 'sys_user_sex')).map((d) => d.dictLabel)).toEqual(['男', '未知']);
    expect(await getDictData(db, female.dictCode)).toMatchObject({ status: '1', dictLabel: '女' });
    expect(await deleteDictData(db, [])).toBe(0);
    expect(await deleteDictData(db, [female.dictCode, 9_999])).toBe(1);
    expect(await updateDictData(db, female.dictCode, dictDataBody.parse(bodyOf(dictDataBody, female)))).toBe(false);
  });

  it('agreements: the newest version wins; uploads are recorded', async () => {
    await addAgreementVersion(db, { category: 1, port: 1, application: 1, title: '新协议', content: '<p>新</p>' }, 1);
    expect(await latestAgreement(db, { category: 1, port: 1, application: 1 })).toMatchObject({ title: '新协议', content: '<p>新</p>' });
    expect(await latestAgreement(db, { category: 2, port: 1, application: 1 })).toBeNull();
    await recordUploads(db, [{ name: 'abc.png', originalName: '照片.png', size: 12, userId: 101, at: '2024-05-01 08:00:00' }]);
    expect(await db.selectFrom('sys_file').select(['name', 'original_name', 'size', 'user_id']).execute()).toEqual([
      { name: 'abc.png', original_name: '照片.png', size: 12, user_id: 101 },
    ]);
  });
});

describe('dictionary and config caches on two instances of one PostgreSQL database', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });

  it('a write published on A clears B’s cached values at once', async () => {
    const t = await openSeeded('postgres');
    cleanups.push(() => t.dispose());
    const url = t.databaseUrl ?? '';
    const pool = new pg.Pool({ connectionString: url }).on('error', ignorePoolError);
    cleanups.push(() => pool.end());
    const [busA, busB] = [new PostgresBus(url, pool), new PostgresBus(url, pool)];
    cleanups.push(() => busA.close(), () => busB.close());
    await Promise.all([busA.whenListening(), busB.whenListening()]);
    // Two instances: each has its own handle (own pool), so its own cache entries.
    const dbA = t.engine.db;
    const dbB = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }).on('error', ignorePoolError) }) });
    cleanups.push(() => dbB.destroy());
    cleanups.push(watchConfigChanges(busB, dbB), watchDictChanges(busB, dbB));

    expect(await configValue(dbB, ConfigKey.REGISTER_USER)).toBe('true');
    expect(await dictByType(dbB, 'sys_yes_no')).toHaveLength(2);
    await dbA.updateTable('sys_config').set({ config_value: 'false' }).where('config_key', '=', ConfigKey.REGISTER_USER).execute();
    await insertDictData(dbA, dictDataBody.parse({ dictType: 'sys_yes_no', dictLabel: '也许', dictValue: 'M' }));
    expect(await configValue(dbB, ConfigKey.REGISTER_USER)).toBe('true'); // still cached: nobody said
    await busA.publish(BusChannel.CONFIG_CHANGED);
    await busA.publish(BusChannel.DICT_CHANGED);
    await expect.poll(() => configValue(dbB, ConfigKey.REGISTER_USER), { timeout: 1_000, interval: 20 }).toBe('false');
    await expect.poll(async () => (await dictByType(dbB, 'sys_yes_no')).length, { timeout: 1_000, interval: 20 }).toBe(3);
  });
});
