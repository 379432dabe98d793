/**
 * «Настройки»: the person's own settings (their routes), and `wantsSql`, whether a person wants a
 * kind of message by e-mail or push, for the planners of those copies.
 */
export { preferencesModule } from './routes';
export { defaultKinds, wantsSql, type Channel } from './wants-repository';
