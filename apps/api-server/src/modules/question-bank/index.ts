import type { ServerModule } from '../registry';
import { questionBankRoutes } from './routes';
import { questionBankMigrations } from './schema';
import { seedQuestionBank } from './seed';

/** Question bank: banks and categories, practice, papers, mock exams, reviews, search, and their back office. */
export const questionBankModule: ServerModule = {
  name: 'question-bank',
  routes: questionBankRoutes,
  migrations: questionBankMigrations,
  seeds: { demo: seedQuestionBank },
};
