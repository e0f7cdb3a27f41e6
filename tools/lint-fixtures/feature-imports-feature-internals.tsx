// Feature-boundary fixture, linted as if it were apps/<app>/src/features/<feature>/lint-fixture.tsx (a feature's own
// folder): each import below reaches past another feature's index.ts into its modules, so each must be refused.
import { productAdminQueries } from '../products/api';
import type { ProductFilter } from '../products/api';
import { ScoreDialog } from '../students/ScoreDialog';
import { classQueries } from '../../features/classes/api';
export { ProgressRow } from '../progress/ProgressRow';

export const used = { productAdminQueries, ScoreDialog, classQueries };
export type Filter = ProductFilter;
