import type { Db } from '../../db/db';

export function seedCommerce(_db: Db) {
  // seeded by the commerce module
}
