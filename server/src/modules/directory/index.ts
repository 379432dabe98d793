/**
 * Reference lists and the student and employee directories: the routes, and the name search and
 * posts the requests reuse.
 */
export { directoryModule } from './routes';
export { employeePosts } from './employees-repository';
export { givenNamesMatch, surnameMatches } from './search-repository';
