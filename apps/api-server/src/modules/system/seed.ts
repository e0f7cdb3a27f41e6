import type { Db } from '../../db/db';

export function seedSystem(_db: Db) {
  // seeded by the system module
}
