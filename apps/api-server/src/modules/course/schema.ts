import type { Migration } from '../../db/db';

export const courseMigrations: Migration[] = [];
