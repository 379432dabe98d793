/** The operator's tools (`npm run admin`, the backup, the first admin at start): no routes. */
export { DEFAULT_NAMES, fullName, operatorService, passwordProblem, type Names } from './service';
