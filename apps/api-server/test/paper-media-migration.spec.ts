/**
 * Papers built before their copies kept attachments: the migrations that add the column carry each copy's
 * attachments over from the bank question it came from (a plan paper's group children are found under the group by
 * their text), so those papers show their pictures and sounds as practice does. Both engines.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Kysely } from 'kysely';
import { MIGRATIONS } from '../src/modules/registry';
import { migrateEngine } from '../src/db/migrate';
import type { DB } from '../src/db/tables';
import { ENGINES, createTestEngine, type TestEngine } from '../src/db/test-engines';
import type { Engine } from '../src/db/engine';
import { sqlAll, sqlRun } from './support/raw-sql';

const MEDIA_MIGRATIONS = ['003_teaching_paper_media', '005_course_paper_media'];

const open: TestEngine<DB>[] = [];
afterEach(async () => {
  while (open.length) await open.pop()?.dispose();
});

describe.each(ENGINES)('paper copies keep their attachments on %s', (name) => {
  it('carries the bank question’s attachments over to copies made before', async () => {
    const t = await createTestEngine<DB>(name, inject('postgresUrl'));
    open.push(t);
    const engine = t.engine as Engine<unknown>;
    const db = t.engine.db as Kysely<DB>;
    await migrateEngine(engine, MIGRATIONS.filter((m) => !MEDIA_MIGRATIONS.includes(m.id)));

    await sqlRun(db, "INSERT INTO qb_category (id, major_type, name) VALUES (1, 1, '章')");
    const bank = [
      // id, parent, type, content, file_url
      [10, null, 0, '单题', '/file/qb-heart.mp3'],
      [20, null, 2, '共用题干', '/file/qb-stem.png'],
      [21, 20, 2, '子题一', '/file/qb-ecg.png'],
      [22, 20, 2, '子题二', ''],
    ] as const;
    for (const [id, parent, type, content, fileUrl] of bank) {
      await sqlRun(db, 'INSERT INTO qb_question (id, category_id, parent_id, type, content, file_url, seq, answerable) VALUES (?, 1, ?, ?, ?, ?, 1, ?)', id, parent, type, content, fileUrl, id === 20 ? 0 : 1);
    }
    await sqlRun(db, "INSERT INTO teaching_paper (paper_id, name) VALUES (1, '随堂')");
    // A plan paper copies a group as its children, each naming the group as its source.
    const plan = [
      [1, null, '单题', 10],
      [2, '共用题干', '子题一', 20],
      [3, '共用题干', '子题二', 20],
      [4, null, '试卷自带题', null],
    ] as const;
    for (const [sort, stem, content, source] of plan) {
      await sqlRun(db, "INSERT INTO teaching_paper_question (paper_id, sort, type, public_content, content, correct, source_question_id) VALUES (1, ?, 0, ?, ?, 'A', ?)", sort, stem, content, source);
    }
    await sqlRun(db, "INSERT INTO course_paper (paper_id, name) VALUES (1, '测验')");
    const course = [
      [100, null, '单题', 10],
      [101, null, '共用题干', 20],
      [102, 101, '子题一', 21],
      [103, null, '试卷自带题', null],
    ] as const;
    for (const [id, parent, content, source] of course) {
      await sqlRun(db, 'INSERT INTO course_paper_question (question_id, paper_id, parent_id, type, content, source_question_id) VALUES (?, 1, ?, 0, ?, ?)', id, parent, content, source);
    }

    await migrateEngine(engine, MIGRATIONS);
    const planMedia = await sqlAll<{ content: string; fileUrl: string }>(db, 'SELECT content AS "content", file_url AS "fileUrl" FROM teaching_paper_question ORDER BY sort');
    expect(planMedia.map((r) => [r.content, r.fileUrl])).toEqual([
      ['单题', '/file/qb-heart.mp3'],
      ['子题一', '/file/qb-ecg.png'],
      ['子题二', ''],
      ['试卷自带题', ''],
    ]);
    const courseMedia = await sqlAll<{ content: string; fileUrl: string }>(db, 'SELECT content AS "content", file_url AS "fileUrl" FROM course_paper_question ORDER BY question_id');
    expect(courseMedia.map((r) => [r.content, r.fileUrl])).toEqual([
      ['单题', '/file/qb-heart.mp3'],
      ['共用题干', '/file/qb-stem.png'],
      ['子题一', '/file/qb-ecg.png'],
      ['试卷自带题', ''],
    ]);
  });
});
