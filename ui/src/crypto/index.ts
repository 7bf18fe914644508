// Field encryption shared by the shell and the remotes (issue 7 item 4): bundled into each app like the rest
// of @taxapp/ui; they meet through the device's key store (IndexedDB), not through module state.
export * from './account';
export * from './api';
export * from './constants';
export * from './deviceKeys';
export * from './openOnDevice';
export * from './recovery';
export * from './service';
export { FieldCipher } from './fieldCipher';
