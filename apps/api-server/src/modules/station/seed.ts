import { nowText, type Db } from '../../db/db';
import { STATION_MEDIA } from './media';

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
export function seedStation(db: Db) {
  const dayStart = new Date();
  dayStart.setHours(0, 0, 0, 0);
  const windowEnd = new Date(dayStart.getTime() + SEED_EXAM_WINDOW_DAYS * 86_400_000 - 1000);
  db.prepare('INSERT INTO exam (exam_id, exam_name, starts_at, ends_at) VALUES (1, ?, ?, ?)').run(SEED_EXAM_NAME, nowText(dayStart), nowText(windowEnd));
  const station = db.prepare('INSERT INTO exam_station (station_id, exam_id, station_name, exam_seconds) VALUES (?, 1, ?, ?)');
  const room = db.prepare('INSERT INTO exam_room (room_id, station_id, room_name, sort) VALUES (?, ?, ?, ?)');
  const device = db.prepare('INSERT INTO exam_device (code_address, station_id, room_id, ip) VALUES (?, ?, ?, ?)');
  const examinee = db.prepare(
    'INSERT INTO exam_examinee (station_id, batch, seq, real_name, job_number) VALUES (?, ?, ?, ?, ?)',
  );

  station.run(1, '第一考站', EXAM_SECONDS);
  station.run(2, '第二考站', EXAM_SECONDS);
  device.run('A1', 1, null, '10.0.1.100');
  device.run('B1', 2, null, '10.0.2.100');
  for (let r = 1; r <= 6; r++) {
    const stationId = r <= 4 ? 1 : 2;
    room.run(r, stationId, `第${r}考室`, r);
    device.run(`R${r}`, stationId, r, `10.0.${stationId}.${r}`);
  }

  const examineeCounts: [stationId: number, count: number, perBatch: number][] = [
    [1, 20, 5],
    [2, 6, 3],
  ];
  let n = 0;
  for (const [stationId, count, perBatch] of examineeCounts) {
    for (let i = 0; i < count; i++, n++) {
      const name = SURNAMES[n % SURNAMES.length] + GIVEN[(n * 7) % GIVEN.length] + (n % 3 === 0 ? '华' : '');
      examinee.run(stationId, Math.floor(i / perBatch) + 1, i + 1, name, `JS2026${String(n + 1).padStart(3, '0')}`);
    }
  }

  seedSkillQuestions(db);
}

function seedSkillQuestions(db: Db) {
  const question = db.prepare('INSERT INTO exam_skill_question (id, station_id, name, sort) VALUES (?, ?, ?, ?)');
  const part = db.prepare(
    'INSERT INTO exam_skill_question_part (question_id, sort, description, description_file_url) VALUES (?, ?, ?, ?)',
  );
  const detail = db.prepare('INSERT INTO exam_skill_question_detail (question_id, sort, name, file_url) VALUES (?, ?, ?, ?)');
  const { ecgImage, chestFilm, heartSound, cprVideo } = STATION_MEDIA;

  question.run(1, 1, '成人心肺复苏', 1);
  part.run(1, 1, '患者男，58岁，在候诊区突然倒地，呼之不应。请判断患者意识、呼吸及大动脉搏动。', '');
  part.run(1, 2, '心电监护显示如下图，请说出心律类型并立即开始胸外按压。', ecgImage);
  part.run(1, 3, '按压2分钟后患者恢复自主循环，请说出复苏后的处理要点。', `${ecgImage},${chestFilm}`);
  detail.run(1, 1, '心肺复苏操作示范', cprVideo);
  detail.run(1, 2, '心电图', ecgImage);

  question.run(2, 1, '心脏听诊', 2);
  part.run(2, 1, '患者女，32岁，活动后心悸气短半年。请对患者进行心脏听诊。', '');
  part.run(2, 2, '请听取以下心音录音，说出异常所见及可能的诊断。', heartSound);
  detail.run(2, 1, '心音录音', heartSound);
  detail.run(2, 2, '胸部X线片', chestFilm);

  question.run(3, 2, '腹部查体', 1);
  part.run(3, 1, '患者男，45岁，右上腹痛2天。请进行腹部视诊、听诊。', '');
  part.run(3, 2, '请进行腹部触诊与叩诊，并说出墨菲征的检查方法。', chestFilm);
  detail.run(3, 1, '腹部查体要点', chestFilm);
}
