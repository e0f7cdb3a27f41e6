import type { Migration } from '../../db/db';

export const teachingMigrations: Migration[] = [];
