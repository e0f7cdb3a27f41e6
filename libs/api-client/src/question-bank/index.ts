/** Question bank (spec §7 "Question bank"): fetchers, `questionBankQueries`, `questionBankMutations`, `questionBankKeys`. */
import { bankCatalogMutations, bankCatalogQueries } from './catalog';
import { composedPaperMutations, composedPaperQueries } from './papers';
import { bankPracticeMutations, bankPracticeQueries } from './practice';
import { bankResourceMutations, bankResourceQueries } from './resources';
import { bankReviewMutations, bankReviewQueries } from './review';

export * from './keys';
export * from './catalog';
export * from './practice';
export * from './resources';
export * from './papers';
export * from './review';

export const questionBankQueries = { ...bankCatalogQueries, ...bankPracticeQueries, ...bankResourceQueries, ...composedPaperQueries, ...bankReviewQueries };
export const questionBankMutations = { ...bankCatalogMutations, ...bankPracticeMutations, ...bankResourceMutations, ...composedPaperMutations, ...bankReviewMutations };
