import type { Migration } from '../../db/db';

export const systemMigrations: Migration[] = [];
