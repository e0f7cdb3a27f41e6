// Feature-boundary control, linted as if it were apps/<app>/src/app/lint-fixture.tsx: the route table lazy-loads page
// modules directly (an import() expression, which keeps each page out of the entry bundle) and takes a route loader
// from the feature's index.ts — lint must report nothing.
import { lazy } from 'react';
import { prefetchGoods } from '../features/goods';

export const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
export const loader = prefetchGoods;
