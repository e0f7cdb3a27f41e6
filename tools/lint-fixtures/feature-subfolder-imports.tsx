// Feature-boundary fixture, linted as if it were apps/<app>/src/features/<feature>/<folder>/lint-fixture.tsx (one folder
// down): only the import of another feature's module (line 4) must be refused; the others are the feature's own
// modules, another feature's index and shared code.
import { productAdminQueries } from '../../products/api';
import { ownQueries } from '../api';
import { ownText } from './messages';
import { classQueries } from '../../classes';
import { LoadFailed } from '../../../shared/LoadFailed';

export const used = { productAdminQueries, ownQueries, ownText, classQueries, LoadFailed };
