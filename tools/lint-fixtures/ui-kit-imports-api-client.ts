// Boundary-rule fixture, linted as if it were libs/ui-kit/src/<name>.ts (tools/src/boundary-rules.spec.ts).
// ui-kit is type:ui-base: it may depend on nothing of ours, so importing the data-access lib must fail lint.
import { apiGet } from '@medteach/api-client';

export const loadSomething = () => apiGet('/anything');
