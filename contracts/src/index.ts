export * from './form';
export * from './ports';
export * from './api';
export * from './catalogs';
export * from './flow';
export * from './validation';
export * from './completion';
export * from './files';
