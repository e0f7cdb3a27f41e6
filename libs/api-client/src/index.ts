export * from './core/http';
