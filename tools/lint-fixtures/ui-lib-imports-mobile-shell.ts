// Boundary-rule fixture, linted as if it were libs/teaching-ui/src/<name>.ts (tools/src/boundary-rules.spec.ts).
// teaching-ui is type:ui: feature libs (type:feature, @medteach/mobile-shell) build on ui libs, never the reverse.
import { LOGIN_PATH } from '@medteach/mobile-shell';

export const loginLink = LOGIN_PATH;
