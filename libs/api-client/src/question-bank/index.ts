/** Question bank (spec §7 "Question bank"): fetchers, `questionBankQueries`, `questionBankMutations`, `questionBankKeys`. */
import { bankCatalogMutations, bankCatalogQueries } from './catalog';
import { composedPaperMutations, composedPaperQueries } from './papers';
import { bankPracticeMutations, bankPracticeQueries } from './practice';
import { bankResourceMutations, bankResourceQueries } from './resources';

export * from './keys';
export * from './catalog';
export * from './practice';
export * from './resources';
export * from './papers';

export const questionBankQueries = { ...bankCatalogQueries, ...bankPracticeQueries, ...bankResourceQueries, ...composedPaperQueries };
export const questionBankMutations = { ...bankCatalogMutations, ...bankPracticeMutations, ...bankResourceMutations, ...composedPaperMutations };
