export * from './university';
export * from './users';
export * from './sessions';
export * from './notifications';
export * from './imports';
