import type { Db } from '../../db/db';

export function seedTeaching(_db: Db) {
  // seeded by the teaching module
}
