export * from './form';
export * from './ports';
