// Feature-boundary fixture, linted as if it were apps/<app>/src/app/lint-fixture.tsx (or src/shared/): app and shared
// code reach a feature only through its index.ts, so both static imports of a feature's modules must be refused.
import OrdersPage from '../features/orders/OrdersPage';
import { orderAdminQueries } from '../features/orders/api';

export const used = { OrdersPage, orderAdminQueries };
