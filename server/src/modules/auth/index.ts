/**
 * Sign-in, sessions and accounts: the routes; what the auth plugin asks of every request
 * (`authentication`, over the instance's `SessionCache`); a user's language (`userLanguage`, and
 * `tFor` to write to them in it; `languageChange` to change it); the repository the operator's tools
 * and the permissions read.
 */
export { authModule } from './routes';
export { authentication } from './authentication';
export { grantsRepository } from './grants-repository';
export { SessionCache } from './session-cache';
export { languageChange, type LanguageChange } from './service';
export { tFor } from './recipients';
export { authRepository, userLanguage, type AuthRepository, type UserRow } from './repository';
