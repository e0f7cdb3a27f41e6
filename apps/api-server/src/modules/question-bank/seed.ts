import type { Db } from '../../db/db';

export function seedQuestionBank(_db: Db) {
  // seeded by the question-bank module
}
