export * from './display';
export * from './console';
export * from './pairing';
