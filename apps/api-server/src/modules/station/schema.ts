import type { Migration } from '../../db/db';

/**
 * Skills exams: exam → stations → rooms; devices (wall and room screens) are found by their codeAddress;
 * examinees move waiting → called → inProgress → done (or passed); every console action is logged.
 */
export const stationMigrations: Migration[] = [
  {
    id: '005_station_exam',
    sql: `
      CREATE TABLE exam (
        exam_id INTEGER PRIMARY KEY,
        exam_name TEXT NOT NULL
      );
      CREATE TABLE exam_station (
        station_id INTEGER PRIMARY KEY,
        exam_id INTEGER NOT NULL REFERENCES exam(exam_id),
        station_name TEXT NOT NULL,
        exam_seconds INTEGER NOT NULL
      );
      CREATE TABLE exam_room (
        room_id INTEGER PRIMARY KEY,
        station_id INTEGER NOT NULL REFERENCES exam_station(station_id),
        room_name TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE exam_device (
        device_id INTEGER PRIMARY KEY,
        code_address TEXT NOT NULL UNIQUE,
        station_id INTEGER NOT NULL REFERENCES exam_station(station_id),
        room_id INTEGER REFERENCES exam_room(room_id),
        ip TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE exam_examinee (
        examinee_id INTEGER PRIMARY KEY,
        station_id INTEGER NOT NULL REFERENCES exam_station(station_id),
        batch INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        real_name TEXT NOT NULL,
        job_number TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'called', 'inProgress', 'passed', 'done')),
        room_id INTEGER REFERENCES exam_room(room_id),
        called_at INTEGER,
        started_at INTEGER
      );
      CREATE INDEX exam_examinee_station ON exam_examinee(station_id, status);
      CREATE TABLE exam_skill_question (
        id INTEGER PRIMARY KEY,
        station_id INTEGER NOT NULL REFERENCES exam_station(station_id),
        name TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE exam_skill_question_part (
        id INTEGER PRIMARY KEY,
        question_id INTEGER NOT NULL REFERENCES exam_skill_question(id) ON DELETE CASCADE,
        sort INTEGER NOT NULL,
        description TEXT NOT NULL,
        description_file_url TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE exam_skill_question_detail (
        id INTEGER PRIMARY KEY,
        question_id INTEGER NOT NULL REFERENCES exam_skill_question(id) ON DELETE CASCADE,
        sort INTEGER NOT NULL,
        name TEXT NOT NULL,
        file_url TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE exam_call_log (
        id INTEGER PRIMARY KEY,
        station_id INTEGER NOT NULL,
        room_id INTEGER NOT NULL,
        examinee_id INTEGER NOT NULL,
        action TEXT NOT NULL,
        operator_id INTEGER NOT NULL,
        create_time TEXT NOT NULL
      );
    `,
  },
  {
    // Issue 14 rows 4-5: displays pair with their device (key stored as a SHA-256 hash, null = not paired or
    // revoked); a station may mask names on its screens; an exam has a window outside which staff get no questions.
    id: '005_station_pairing',
    sql: `
      ALTER TABLE exam_device ADD COLUMN key_hash TEXT;
      ALTER TABLE exam_device ADD COLUMN paired_at TEXT;
      CREATE UNIQUE INDEX exam_device_key ON exam_device(key_hash) WHERE key_hash IS NOT NULL;
      ALTER TABLE exam_station ADD COLUMN mask_names INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE exam ADD COLUMN starts_at TEXT;
      ALTER TABLE exam ADD COLUMN ends_at TEXT;
    `,
  },
  {
    // Issue 15 (several instances): when a display last connected or disconnected, for the console's 状态时间 while
    // no instance holds a connection of it (live connections are asked of the socket.io adapter, see hub.ts).
    id: '005_station_presence',
    sql: `ALTER TABLE exam_device ADD COLUMN seen_at TEXT;`,
  },
  {
    // Issue 17 station schedule: when an examinee is planned to be at the station (`YYYY-MM-DD HH:mm`, null = not planned).
    id: '005_station_schedule',
    sql: `ALTER TABLE exam_examinee ADD COLUMN planned_at TEXT;`,
  },
];
