import type { Db } from '../../db/db';

export function seedStation(_db: Db) {
  // seeded by the station module
}
