// Test helpers of the mobile shell (`@medteach/mobile-shell/testing`): for the apps' route-table specs only.
export * from './testing/render-routes';
export * from './testing/shell-route-checks';
export * from './testing/sign-in-gate-checks';
