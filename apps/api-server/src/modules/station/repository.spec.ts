/** Station's repositories on both engines (issue 15), each test on a fresh database with the station seed. */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Engine } from '../../db/engine';
import { MIGRATIONS } from '../registry';
import { migrateEngine } from '../../db/migrate';
import type { DB } from '../../db/tables';
import { createTestEngine, ENGINES, type TestEngine } from '../../db/test-engines';
import { findDevice, findDeviceByIp, listDevices, markDeviceSeen } from './device-repository';
import {
  callList,
  consoleExams,
  findExaminee,
  findRoom,
  findStation,
  listExaminees,
  listRooms,
  recordAction,
  roomBusy,
  roomInProgress,
  screenExaminees,
  setMaskNames,
  skillQuestions,
  stationsOfQuestions,
  type RecordedAction,
} from './exam-repository';
import { issueDeviceKey, pairedDevice, revokeDeviceKey } from './pairing';
import { SEED_EXAM_NAME, seedStation } from './seed';
import type { Queryable } from '../../db/queryable';

const action = (over: Partial<RecordedAction>): RecordedAction => ({
  stationId: 1,
  roomId: 1,
  examineeId: 1,
  action: 'call',
  status: 'called',
  operatorId: 1,
  at: 1_000,
  atText: '2026-05-20 10:00:00',
  ...over,
});

describe.each(ENGINES)('station repositories on %s', (engine) => {
  let t: TestEngine<DB>;
  let db: Queryable;
  beforeEach(async () => {
    t = await createTestEngine<DB>(engine, inject('postgresUrl'));
    db = t.engine.db;
    await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
    await db.transaction().execute((trx) => seedStation(trx));
  });
  afterEach(() => t.dispose());

  it('devices: by code address and ip; pairing stores only the key hash; revoking ends it', async () => {
    expect(await findDevice(db, 'R2')).toEqual({ deviceId: 4, codeAddress: 'R2', stationId: 1, roomId: 2 });
    expect(await findDevice(db, '3')).toBeUndefined();
    expect((await findDeviceByIp(db, '10.0.2.100'))?.codeAddress).toBe('B1');
    expect(await issueDeviceKey(db, 'nowhere')).toBeNull();

    const issued = await issueDeviceKey(db, 'R2');
    expect(issued?.codeAddress).toBe('R2');
    expect((await pairedDevice(db, issued?.deviceKey))?.codeAddress).toBe('R2');
    const stored = await db.selectFrom('exam_device').select('key_hash').where('code_address', '=', 'R2').executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(issued?.deviceKey);
    expect(await pairedDevice(db, 'x'.repeat(129))).toBeUndefined();

    expect(await revokeDeviceKey(db, 'R2')).toBe(true);
    expect(await pairedDevice(db, issued?.deviceKey)).toBeUndefined();
    expect(await revokeDeviceKey(db, 'nowhere')).toBe(false);
  });

  it('devices of a station: wall displays first, then rooms; paired and last-seen state', async () => {
    await issueDeviceKey(db, 'R3');
    await markDeviceSeen(db, 'A1', '2026-05-20 09:00:00');
    const devices = await listDevices(db, 1);
    expect(devices.map((d) => d.codeAddress)).toEqual(['A1', 'R1', 'R2', 'R3', 'R4']);
    expect(devices[0]).toEqual({ codeAddress: 'A1', roomId: null, paired: false, pairedAt: null, seenAt: '2026-05-20 09:00:00' });
    expect(devices[3]).toMatchObject({ codeAddress: 'R3', roomId: 3, paired: true, seenAt: null });
  });

  it('stations, exams and rooms; masking is stored as 0/1', async () => {
    expect(await findStation(db, 1)).toMatchObject({ stationId: 1, stationName: '第一考站', examName: SEED_EXAM_NAME, examSeconds: 900, maskNames: false });
    expect(await findStation(db, 99)).toBeUndefined();
    expect(await setMaskNames(db, 2, true)).toBe(true);
    expect((await findStation(db, 2))?.maskNames).toBe(true);
    expect(await setMaskNames(db, 99, true)).toBe(false);
    expect(await consoleExams(db)).toEqual([
      { examId: 1, examName: SEED_EXAM_NAME, stations: [{ stationId: 1, stationName: '第一考站' }, { stationId: 2, stationName: '第二考站' }] },
    ]);
    expect(await listRooms(db, 2)).toEqual([{ roomId: 5, roomName: '第5考室' }, { roomId: 6, roomName: '第6考室' }]);
    expect(await findRoom(db, 5)).toEqual({ roomId: 5, roomName: '第5考室', stationId: 2 });
  });

  it('examinees move only from the states an action accepts, once, with a log row', async () => {
    expect(await recordAction(db, action({ at: 1_000 }), ['waiting', 'passed'])).toBe(true);
    // A second console calling the same examinee at once: it is no longer waiting, nothing changes.
    expect(await recordAction(db, action({ roomId: 2, at: 2_000 }), ['waiting', 'passed'])).toBe(false);
    expect(await findExaminee(db, 1)).toMatchObject({ examineeId: 1, status: 'called', roomId: 1, stationId: 1 });
    expect(await roomBusy(db, 1, 2)).toBe(true);
    expect(await roomBusy(db, 1, 1)).toBe(false);
    expect(await callList(db, 1)).toEqual([{ realName: (await findExaminee(db, 1))?.realName, roomId: 1 }]);

    expect(await recordAction(db, action({ action: 'start', status: 'inProgress', at: 5_000 }), ['called'])).toBe(true);
    expect(await roomInProgress(db, 1)).toEqual({ examineeId: 1, startedAt: 5_000 });
    expect((await screenExaminees(db, 1, 'inProgress')).map((x) => [x.roomName, x.roomId])).toEqual([['第1考室', 1]]);
    expect(await screenExaminees(db, 1, 'waiting')).toHaveLength(19);
    expect((await listExaminees(db, 1)).map((x) => x.examineeId).slice(0, 3)).toEqual([1, 2, 3]);

    expect(await recordAction(db, action({ examineeId: 2, action: 'pass', status: 'passed' }), ['called'])).toBe(false);
    const log = await db.selectFrom('exam_call_log').select(['action', 'room_id']).orderBy('id').execute();
    expect(log).toEqual([
      { action: 'call', room_id: 1 },
      { action: 'start', room_id: 1 },
    ]);
  });

  it('skill questions by station or by ids (in the asked order), with parts and details', async () => {
    const byStation = await skillQuestions(db, { stationId: 1 });
    expect(byStation.map((q) => q.name)).toEqual(['成人心肺复苏', '心脏听诊']);
    expect(byStation[0].examSkillQuestionParts.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(byStation[0].examSkillQuestionDetails.map((d) => d.name)).toEqual(['心肺复苏操作示范', '心电图']);
    expect((await skillQuestions(db, { ids: [3, 1] })).map((q) => q.id)).toEqual([3, 1]);
    expect(await skillQuestions(db, { ids: [] })).toEqual([]);
    expect(await stationsOfQuestions(db, [1, 2, 3])).toEqual([1, 2]);
    expect(await stationsOfQuestions(db, [])).toEqual([]);
  });
});
