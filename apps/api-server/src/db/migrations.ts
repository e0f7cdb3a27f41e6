import type { Migration } from './db';
import { systemMigrations } from '../modules/system/schema';
import { questionBankMigrations } from '../modules/question-bank/schema';
import { teachingMigrations } from '../modules/teaching/schema';
import { courseMigrations } from '../modules/course/schema';
import { stationMigrations } from '../modules/station/schema';
import { commerceMigrations } from '../modules/commerce/schema';

/** Every module owns its tables; ids are prefixed by module number so the order is stable. */
export const MIGRATIONS: Migration[] = [
  ...systemMigrations,
  ...questionBankMigrations,
  ...teachingMigrations,
  ...courseMigrations,
  ...stationMigrations,
  ...commerceMigrations,
];
