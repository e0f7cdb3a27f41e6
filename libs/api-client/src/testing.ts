export * from './core/testing';
export * from './auth/testing';
export * from './system/testing';
export * from './station/testing';
export * from './teaching/testing';
export * from './commerce/testing';
export * from './course/testing';
export * from './question-bank/testing';
