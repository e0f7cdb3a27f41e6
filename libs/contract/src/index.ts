export * from './envelope';
export * from './auth';
export * from './system';
export * from './station';
export * from './teaching';
export * from './commerce';
export * from './course';
export * from './question-bank';
