import type { Db } from '../../db/db';

export function seedCourse(_db: Db) {
  // seeded by the course module
}
