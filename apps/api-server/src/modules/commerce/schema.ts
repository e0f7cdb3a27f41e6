import type { Migration } from '../../db/db';

export const commerceMigrations: Migration[] = [];
