import { nowText } from '../../db/db';
import { STATION_MEDIA } from './media';
import type { Queryable } from '../../db/queryable';

export const SEED_EXAM_NAME = '2026年临床技能考核';
/** The seeded exam runs from the seed day for a year, so the demo's room screens and staff see its questions. */
const SEED_EXAM_WINDOW_DAYS = 365;
/** Exam time per examinee at the seeded stations (seconds). */
const EXAM_SECONDS = 15 * 60;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '欧阳'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '杰', '婷', '涛', '明', '超', '霞', '平', '刚', '丽', '军', '晓东'];

/**
 * Station 1 (第一考站): wall display A1, rooms 1-4 with room screens R1-R4, 20 examinees in 4 batches.
 * Station 2 (第二考站): wall display B1, rooms 5-6 with R5-R6, 6 examinees — so events stay per station.
 */
export async function seedStation(db: Queryable) {
  const dayStart = new Date();
  dayStart.setHours(0, 0, 0, 0);
  const windowEnd = new Date(dayStart.getTime() + SEED_EXAM_WINDOW_DAYS * 86_400_000 - 1000);
  await db.insertInto('exam').values({ exam_id: 1, exam_name: SEED_EXAM_NAME, starts_at: nowText(dayStart), ends_at: nowText(windowEnd) }).execute();
  await db
    .insertInto('exam_station')
    .values([
      { station_id: 1, exam_id: 1, station_name: '第一考站', exam_seconds: EXAM_SECONDS },
      { station_id: 2, exam_id: 1, station_name: '第二考站', exam_seconds: EXAM_SECONDS },
    ])
    .execute();
  const rooms = [1, 2, 3, 4, 5, 6].map((r) => ({ room_id: r, station_id: r <= 4 ? 1 : 2, room_name: `第${r}考室`, sort: r }));
  await db.insertInto('exam_room').values(rooms).execute();
  await db
    .insertInto('exam_device')
    .values([
      { device_id: 1, code_address: 'A1', station_id: 1, room_id: null, ip: '10.0.1.100' },
      { device_id: 2, code_address: 'B1', station_id: 2, room_id: null, ip: '10.0.2.100' },
      ...rooms.map((r) => ({ device_id: r.room_id + 2, code_address: `R${r.room_id}`, station_id: r.station_id, room_id: r.room_id, ip: `10.0.${r.station_id}.${r.room_id}` })),
    ])
    .execute();

  const examineeCounts: [stationId: number, count: number, perBatch: number][] = [
    [1, 20, 5],
    [2, 6, 3],
  ];
  const examinees = [];
  let n = 0;
  for (const [stationId, count, perBatch] of examineeCounts) {
    for (let i = 0; i < count; i++, n++) {
      const name = SURNAMES[n % SURNAMES.length] + GIVEN[(n * 7) % GIVEN.length] + (n % 3 === 0 ? '华' : '');
      examinees.push({ examinee_id: n + 1, station_id: stationId, batch: Math.floor(i / perBatch) + 1, seq: i + 1, real_name: name, job_number: `JS2026${String(n + 1).padStart(3, '0')}` });
    }
  }
  await db.insertInto('exam_examinee').values(examinees).execute();

  await seedSkillQuestions(db);
}

async function seedSkillQuestions(db: Queryable) {
  const { ecgImage, chestFilm, heartSound, cprVideo } = STATION_MEDIA;
  await db
    .insertInto('exam_skill_question')
    .values([
      { id: 1, station_id: 1, name: '成人心肺复苏', sort: 1 },
      { id: 2, station_id: 1, name: '心脏听诊', sort: 2 },
      { id: 3, station_id: 2, name: '腹部查体', sort: 1 },
    ])
    .execute();
  const parts: [questionId: number, description: string, fileUrl: string][] = [
    [1, '患者男，58岁，在候诊区突然倒地，呼之不应。请判断患者意识、呼吸及大动脉搏动。', ''],
    [1, '心电监护显示如下图，请说出心律类型并立即开始胸外按压。', ecgImage],
    [1, '按压2分钟后患者恢复自主循环，请说出复苏后的处理要点。', `${ecgImage},${chestFilm}`],
    [2, '患者女，32岁，活动后心悸气短半年。请对患者进行心脏听诊。', ''],
    [2, '请听取以下心音录音，说出异常所见及可能的诊断。', heartSound],
    [3, '患者男，45岁，右上腹痛2天。请进行腹部视诊、听诊。', ''],
    [3, '请进行腹部触诊与叩诊，并说出墨菲征的检查方法。', chestFilm],
  ];
  await db
    .insertInto('exam_skill_question_part')
    .values(parts.map(([questionId, description, fileUrl], i) => ({ id: i + 1, question_id: questionId, sort: sortWithin(parts, i), description, description_file_url: fileUrl })))
    .execute();
  const details: [questionId: number, name: string, fileUrl: string][] = [
    [1, '心肺复苏操作示范', cprVideo],
    [1, '心电图', ecgImage],
    [2, '心音录音', heartSound],
    [2, '胸部X线片', chestFilm],
    [3, '腹部查体要点', chestFilm],
  ];
  await db
    .insertInto('exam_skill_question_detail')
    .values(details.map(([questionId, name, fileUrl], i) => ({ id: i + 1, question_id: questionId, sort: sortWithin(details, i), name, file_url: fileUrl })))
    .execute();
}

/** 1-based position of row `i` among the rows of the same question (rows are listed question by question). */
const sortWithin = (rows: [number, ...unknown[]][], i: number) => rows.slice(0, i + 1).filter((r) => r[0] === rows[i][0]).length;
