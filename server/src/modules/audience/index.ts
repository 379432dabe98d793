/**
 * Who an audience filter (`extra_data.filter`) selects, for the notifications back office and the
 * polls: SQL for the users and units it names, its size, and whether a user is in it.
 */
export { audienceUnits, audienceUsers, countAudience, isInAudience } from './repository';
