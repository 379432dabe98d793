// The Russian dictionary of the `messages` namespace under its old name: the spec's own strings,
// which tests and Russian-only code (the CLI) use as they are.
export { ru as messages } from './i18n/messages/ru';
