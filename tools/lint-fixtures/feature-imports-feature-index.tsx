// Feature-boundary control, linted as if it were apps/<app>/src/features/<feature>/lint-fixture.tsx: another feature
// through its folder or its index.ts, the feature's own modules, shared code, the app's messages and libraries —
// lint must report nothing.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@medteach/api-client';
import { productAdminQueries } from '../products';
import { classQueries } from '../classes/index';
import { link } from '../../shared/link';
import { messages } from '../../messages';
import { ownQueries } from './api';
import { OwnPanel } from './parts/OwnPanel';

export const used = { productAdminQueries, classQueries, link, messages, ownQueries, OwnPanel, useQuery };
export const loadSomething = () => apiGet('/anything');
