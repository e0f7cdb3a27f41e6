// The shared shell of the mobile apps: start-up, session, the route-table frame and the /login screen.
export * from './mount';
export * from './native-params';
export * from './session';
export * from './sign-in-gate';
export * from './paths';
export * from './route-table';
export * from './prefetching';
export * from './messages';
export * from './login';
