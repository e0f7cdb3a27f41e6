import type { Migration } from '../../db/db';

export const stationMigrations: Migration[] = [];
