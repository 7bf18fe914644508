export * from './form';
export * from './ports';
export * from './api';
