export * from './common';
export * from './identity';
export * from './forms';
export * from './taxpayer';
export * from './calculation';
export * from './documents';
export * from './chat';
