export * from './languages';
export * from './translation';
export * from './resources';
export * from './current';
export * from './check';
