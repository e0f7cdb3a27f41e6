import type { Migration } from '../../db/db';

export const questionBankMigrations: Migration[] = [];
