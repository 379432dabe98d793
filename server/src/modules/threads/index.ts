/** The chat of a ticket or a request, one code for both: its messages and their files. No routes of its own. */
export { threadFiles } from './files';
export { cleanMessage, fullName, threadMessageOut, type ThreadMessageRow } from './messages';
