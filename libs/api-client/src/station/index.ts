export * from './display';
export * from './console';
