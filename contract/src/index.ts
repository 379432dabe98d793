export * from './envelope';
export * from './accounts';
export * from './notifications';
export * from './messages';
export * from './platform';
