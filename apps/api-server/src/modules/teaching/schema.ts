import type { Migration } from '../../db/db';

/**
 * Teaching tables. Users and classes come from `sys_user` / `sys_class` (system module); they are referenced by id
 * without foreign keys so this module seeds and runs whatever order the system seed fills them in.
 * Times are local `YYYY-MM-DD HH:mm:ss` text (RuoYi's default format), so they compare as strings.
 */
export const teachingMigrations: Migration[] = [
  {
    id: '003_teaching_plans',
    sql: `
      CREATE TABLE teaching_semester (
        semester_id INTEGER PRIMARY KEY,
        semester_name TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL
      );
      CREATE TABLE teaching_major (
        major_id INTEGER PRIMARY KEY,
        major_name TEXT NOT NULL
      );
      CREATE TABLE teaching_rating (
        rating_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL
      );
      CREATE TABLE teaching_rating_item (
        id INTEGER PRIMARY KEY,
        rating_id INTEGER NOT NULL REFERENCES teaching_rating(rating_id),
        pid INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL,
        max_score INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX teaching_rating_item_rating ON teaching_rating_item(rating_id);
      CREATE TABLE teaching_plan (
        plan_id INTEGER PRIMARY KEY,
        plan_name TEXT NOT NULL,
        semester_id INTEGER NOT NULL REFERENCES teaching_semester(semester_id),
        major_id INTEGER NOT NULL REFERENCES teaching_major(major_id),
        teacher_id INTEGER NOT NULL,
        textbook TEXT NOT NULL DEFAULT '',
        theory_period INTEGER NOT NULL DEFAULT 0,
        experiment_period INTEGER NOT NULL DEFAULT 0,
        theory_address_name TEXT NOT NULL DEFAULT '',
        experiment_address_name TEXT NOT NULL DEFAULT '',
        internship_address_name TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE teaching_plan_class (
        plan_id INTEGER NOT NULL REFERENCES teaching_plan(plan_id),
        class_id INTEGER NOT NULL,
        PRIMARY KEY (plan_id, class_id)
      );
      CREATE TABLE teaching_plan_detail (
        plan_detail_id INTEGER PRIMARY KEY,
        plan_id INTEGER NOT NULL REFERENCES teaching_plan(plan_id),
        lesson_content TEXT NOT NULL,
        teacher_id INTEGER NOT NULL,
        address_name TEXT NOT NULL DEFAULT '',
        teaching_date TEXT NOT NULL,
        period_num INTEGER NOT NULL,
        periods INTEGER NOT NULL DEFAULT 2,
        teaching_start_time TEXT NOT NULL,
        teaching_end_time TEXT NOT NULL,
        attendance_status INTEGER NOT NULL DEFAULT 1,
        homework_start_time TEXT,
        homework_end_time TEXT
      );
      CREATE INDEX teaching_plan_detail_date ON teaching_plan_detail(teaching_date);
      CREATE INDEX teaching_plan_detail_plan ON teaching_plan_detail(plan_id);
      CREATE TABLE teaching_plan_detail_rating (
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        rating_id INTEGER NOT NULL REFERENCES teaching_rating(rating_id),
        PRIMARY KEY (plan_detail_id, rating_id)
      );
      CREATE TABLE teaching_material (
        material_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        file_name TEXT NOT NULL,
        file_url TEXT NOT NULL
      );
      CREATE TABLE teaching_homework (
        homework_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        homework_content TEXT NOT NULL
      );
      CREATE TABLE teaching_homework_attach (
        id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        file_name TEXT NOT NULL,
        file_url TEXT NOT NULL
      );
      -- A student's homework for one lesson: handed in on the computer (status 1), then scored by the teacher.
      CREATE TABLE teaching_homework_student (
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        user_id INTEGER NOT NULL,
        homework_status INTEGER NOT NULL DEFAULT 0,
        home_work_score INTEGER,
        submit_time TEXT,
        score_time TEXT,
        PRIMARY KEY (plan_detail_id, user_id)
      );
      CREATE TABLE teaching_clock (
        clock_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        user_id INTEGER NOT NULL,
        clock_time TEXT NOT NULL
      );
      CREATE INDEX teaching_clock_user ON teaching_clock(plan_detail_id, user_id);
      CREATE TABLE teaching_rating_record (
        record_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        rating_id INTEGER NOT NULL REFERENCES teaching_rating(rating_id),
        user_id INTEGER NOT NULL,
        score INTEGER NOT NULL,
        evaluator_id INTEGER NOT NULL,
        evaluate_time TEXT NOT NULL,
        UNIQUE (plan_detail_id, rating_id, user_id)
      );
      CREATE TABLE teaching_rating_record_item (
        record_id INTEGER NOT NULL REFERENCES teaching_rating_record(record_id),
        item_id INTEGER NOT NULL REFERENCES teaching_rating_item(id),
        score INTEGER NOT NULL,
        PRIMARY KEY (record_id, item_id)
      );
      CREATE TABLE teaching_suggest (
        id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        user_id INTEGER NOT NULL,
        suggest TEXT NOT NULL,
        create_time TEXT NOT NULL,
        UNIQUE (plan_detail_id, user_id)
      );
    `,
  },
  {
    id: '003_teaching_papers',
    sql: `
      -- Teaching-plan papers keep their own question copies (same shape as spec §3 Question), independent of the
      -- question bank's tables.
      CREATE TABLE teaching_paper (
        paper_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL
      );
      CREATE TABLE teaching_paper_question (
        question_id INTEGER PRIMARY KEY,
        paper_id INTEGER NOT NULL REFERENCES teaching_paper(paper_id),
        sort INTEGER NOT NULL,
        type INTEGER NOT NULL,
        public_content TEXT,
        content TEXT NOT NULL,
        select_list TEXT NOT NULL DEFAULT '[]',
        correct TEXT NOT NULL,
        analysis TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX teaching_paper_question_paper ON teaching_paper_question(paper_id, sort);
      CREATE TABLE teaching_plan_detail_paper (
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        paper_id INTEGER NOT NULL REFERENCES teaching_paper(paper_id),
        PRIMARY KEY (plan_detail_id, paper_id)
      );
      CREATE TABLE teaching_paper_record (
        record_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        paper_id INTEGER NOT NULL REFERENCES teaching_paper(paper_id),
        user_id INTEGER NOT NULL,
        score INTEGER NOT NULL,
        finish_count INTEGER NOT NULL,
        submit_time TEXT NOT NULL,
        UNIQUE (plan_detail_id, paper_id, user_id)
      );
      CREATE TABLE teaching_paper_answer (
        record_id INTEGER NOT NULL REFERENCES teaching_paper_record(record_id),
        question_id INTEGER NOT NULL REFERENCES teaching_paper_question(question_id),
        result TEXT,
        is_right INTEGER,
        PRIMARY KEY (record_id, question_id)
      );
    `,
  },
  {
    id: '003_teaching_periods',
    sql: `
      -- The school's class periods (第N节) and their times: a lesson's class time is its period's.
      CREATE TABLE teaching_period (
        period_num INTEGER PRIMARY KEY CHECK (period_num > 0),
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL
      );
      -- Seconds the student spent on the paper (score report 用时); NULL for records from before it was measured.
      ALTER TABLE teaching_paper_record ADD COLUMN use_time INTEGER CHECK (use_time >= 0);
    `,
  },
  {
    id: '003_teaching_paper_sources',
    sql: `
      -- A plan paper built in the console from the question bank: the bank question each copy came from (for an
      -- A3/A4/B group's children, the group's id), so the console shows and re-picks the paper by its bank picks.
      ALTER TABLE teaching_paper_question ADD COLUMN source_question_id INTEGER;
    `,
  },
  {
    id: '003_teaching_paper_media',
    sql: `
      -- A copy keeps its bank question's attachments (pictures, audio, video): the phone shows a paper's question as
      -- practice shows it. Copies made before carry them over from the bank question they came from (a group's
      -- children are found under the group by their text).
      ALTER TABLE teaching_paper_question ADD COLUMN file_url TEXT NOT NULL DEFAULT '';
      UPDATE teaching_paper_question SET file_url = COALESCE((
        SELECT q.file_url FROM qb_question q
        WHERE (teaching_paper_question.public_content IS NULL AND q.id = teaching_paper_question.source_question_id)
           OR (teaching_paper_question.public_content IS NOT NULL AND q.parent_id = teaching_paper_question.source_question_id
               AND q.content = teaching_paper_question.content)
        ORDER BY q.id LIMIT 1
      ), '')
      WHERE source_question_id IS NOT NULL;
    `,
  },
  {
    id: '003_teaching_sign_in',
    sql: `
      -- A teacher's sign-in session for one lesson (issue 17): codes are derived from the secret and the time, never
      -- stored per tick. Running while stop_time is NULL; at most one running session per lesson.
      CREATE TABLE teaching_sign_in_session (
        session_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        secret TEXT NOT NULL,
        started_by INTEGER NOT NULL,
        start_time TEXT NOT NULL,
        stopped_by INTEGER,
        stop_time TEXT
      );
      CREATE INDEX teaching_sign_in_session_lesson ON teaching_sign_in_session(plan_detail_id);
      CREATE UNIQUE INDEX teaching_sign_in_session_running ON teaching_sign_in_session(plan_detail_id) WHERE stop_time IS NULL;
      -- Every clock row is a log entry: present or excused (请假), how (self, code, teacher) and, for hand marks,
      -- which teacher; a student's attendance is their latest row.
      ALTER TABLE teaching_clock ADD COLUMN clock_status TEXT NOT NULL DEFAULT 'present' CHECK (clock_status IN ('present', 'excused'));
      ALTER TABLE teaching_clock ADD COLUMN clock_method TEXT NOT NULL DEFAULT 'self' CHECK (clock_method IN ('self', 'code', 'teacher'));
      ALTER TABLE teaching_clock ADD COLUMN marked_by INTEGER;
    `,
  },
  {
    id: '003_teaching_homework_files',
    sql: `
      -- Homework handed in from the phone (issue 17): the files of a student's current hand-in (a resubmission
      -- replaces them), each a stored upload (sys_file) named by its URL.
      CREATE TABLE teaching_homework_file (
        file_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        user_id INTEGER NOT NULL,
        file_name TEXT NOT NULL,
        file_url TEXT NOT NULL,
        file_size INTEGER NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX teaching_homework_file_owner ON teaching_homework_file(plan_detail_id, user_id);
      -- Every score given or changed, batch or single: who, when, old (NULL = first score) and new.
      CREATE TABLE teaching_homework_score_log (
        log_id INTEGER PRIMARY KEY,
        plan_detail_id INTEGER NOT NULL REFERENCES teaching_plan_detail(plan_detail_id),
        user_id INTEGER NOT NULL,
        old_score INTEGER,
        new_score INTEGER NOT NULL,
        scorer_id INTEGER NOT NULL,
        scorer_name TEXT NOT NULL,
        score_time TEXT NOT NULL
      );
      CREATE INDEX teaching_homework_score_log_owner ON teaching_homework_score_log(plan_detail_id, user_id);
    `,
  },
];
