export * from './core/testing';
export * from './auth/testing';
export * from './system/testing';
export * from './station/testing';
export * from './teaching/testing';
