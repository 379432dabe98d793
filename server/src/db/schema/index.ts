export * from './university';
export * from './users';
export * from './sessions';
export * from './notifications';
export * from './imports';
export * from './tickets';
export * from './files';
export * from './live-events';
