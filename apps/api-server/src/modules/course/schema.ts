import type { Migration } from '../../db/db';

/**
 * Online courses: courses offered to classes, their resources (files) with credits, course papers with their own
 * questions (A3/A4/B stems hold child questions through `parent_id`), credits earned, paper records and the
 * learner's certificate (one code per learner and course, collected once).
 */
export const courseMigrations: Migration[] = [
  {
    id: '004_course_catalogue',
    sql: `
      CREATE TABLE online_course (
        online_course_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        credit_earning INTEGER NOT NULL DEFAULT 1 CHECK (credit_earning IN (0, 1)),
        minimum_score INTEGER NOT NULL CHECK (minimum_score >= 0),
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE online_course_class (
        online_course_id INTEGER NOT NULL REFERENCES online_course(online_course_id) ON DELETE CASCADE,
        class_id INTEGER NOT NULL REFERENCES sys_class(id),
        PRIMARY KEY (online_course_id, class_id)
      );
      CREATE TABLE online_course_resource (
        resource_id INTEGER PRIMARY KEY,
        online_course_id INTEGER NOT NULL REFERENCES online_course(online_course_id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        file_type INTEGER NOT NULL,
        file_url TEXT NOT NULL,
        credit_score INTEGER NOT NULL DEFAULT 0 CHECK (credit_score >= 0),
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX online_course_resource_course ON online_course_resource(online_course_id, sort);
      CREATE TABLE course_paper (
        paper_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL
      );
      CREATE TABLE course_paper_question (
        question_id INTEGER PRIMARY KEY,
        paper_id INTEGER NOT NULL REFERENCES course_paper(paper_id) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES course_paper_question(question_id) ON DELETE CASCADE,
        type INTEGER NOT NULL CHECK (type BETWEEN 0 AND 8),
        content TEXT NOT NULL,
        select_list TEXT NOT NULL DEFAULT '[]',
        correct TEXT NOT NULL DEFAULT '',
        analysis TEXT NOT NULL DEFAULT '',
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX course_paper_question_paper ON course_paper_question(paper_id, sort);
      CREATE TABLE online_course_resource_paper (
        resource_id INTEGER NOT NULL REFERENCES online_course_resource(resource_id) ON DELETE CASCADE,
        paper_id INTEGER NOT NULL REFERENCES course_paper(paper_id),
        PRIMARY KEY (resource_id, paper_id)
      );
    `,
  },
  {
    id: '004_course_progress',
    sql: `
      -- One credit grant per learner and resource (spec §5), whether earned by studying or by a paper.
      CREATE TABLE online_course_credit (
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        resource_id INTEGER NOT NULL REFERENCES online_course_resource(resource_id) ON DELETE CASCADE,
        online_course_id INTEGER NOT NULL REFERENCES online_course(online_course_id) ON DELETE CASCADE,
        credit_score INTEGER NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('study', 'paper')),
        create_time TEXT NOT NULL,
        PRIMARY KEY (user_id, resource_id)
      );
      CREATE INDEX online_course_credit_course ON online_course_credit(online_course_id, user_id);
      -- class_id is the learner's class when submitting: the rank compares the same class.
      CREATE TABLE course_answer_record (
        record_id INTEGER PRIMARY KEY,
        online_course_id INTEGER NOT NULL REFERENCES online_course(online_course_id) ON DELETE CASCADE,
        resource_id INTEGER NOT NULL REFERENCES online_course_resource(resource_id) ON DELETE CASCADE,
        paper_id INTEGER NOT NULL REFERENCES course_paper(paper_id),
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        class_id INTEGER,
        score INTEGER NOT NULL,
        finish_count INTEGER NOT NULL,
        submit_time TEXT NOT NULL,
        UNIQUE (resource_id, paper_id, user_id)
      );
      CREATE TABLE course_answer (
        record_id INTEGER NOT NULL REFERENCES course_answer_record(record_id) ON DELETE CASCADE,
        question_id INTEGER NOT NULL REFERENCES course_paper_question(question_id),
        result TEXT,
        is_right INTEGER,
        PRIMARY KEY (record_id, question_id)
      );
      CREATE TABLE online_course_certificate (
        certificate_id INTEGER PRIMARY KEY,
        online_course_id INTEGER NOT NULL REFERENCES online_course(online_course_id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        code TEXT NOT NULL UNIQUE,
        collect_time TEXT,
        UNIQUE (online_course_id, user_id)
      );
    `,
  },
  {
    id: '004_course_results',
    sql: `
      -- A paper's pass mark (0–100): only a passed paper earns its resource's credits.
      ALTER TABLE course_paper ADD COLUMN pass_score INTEGER NOT NULL DEFAULT 60 CHECK (pass_score BETWEEN 0 AND 100);
      -- Seconds the learner spent on the paper (score report 用时); NULL for records from before it was measured.
      ALTER TABLE course_answer_record ADD COLUMN use_time INTEGER CHECK (use_time >= 0);
    `,
  },
  {
    id: '005_course_admin',
    sql: `
      -- The back office (issue 16 slice C): a course's own certificate background ('' = the built-in template) and
      -- the period printed on it ('' = the course's start and end dates).
      ALTER TABLE online_course ADD COLUMN certificate_file_url TEXT NOT NULL DEFAULT '';
      ALTER TABLE online_course ADD COLUMN certificate_course_time TEXT NOT NULL DEFAULT '';
      -- Papers built from the question bank copy its questions (records keep their answers when the bank changes);
      -- the bank question each copy came from.
      ALTER TABLE course_paper_question ADD COLUMN source_question_id INTEGER;
    `,
  },
  {
    id: '005_course_paper_media',
    sql: `
      -- A copy keeps its bank question's attachments (pictures, audio, video): the phone shows a paper's question as
      -- practice shows it. Copies made before carry them over from the bank question they came from.
      ALTER TABLE course_paper_question ADD COLUMN file_url TEXT NOT NULL DEFAULT '';
      UPDATE course_paper_question SET file_url = COALESCE((SELECT q.file_url FROM qb_question q WHERE q.id = course_paper_question.source_question_id), '')
      WHERE source_question_id IS NOT NULL;
    `,
  },
];
