export * from './envelope';
export * from './accounts';
export * from './notifications';
export * from './messages';
export * from './platform';
export * from './directory';
export * from './statistics';
export * from './imports';
