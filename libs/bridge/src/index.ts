export * from './types';
export * from './adapters';
export * from './bridge';
export * from './simulator';
export * from './simulator-panel';
