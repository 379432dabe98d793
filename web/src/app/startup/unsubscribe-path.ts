import type { UNSUBSCRIBE_PAGE } from '@portal/contract';

/**
 * Where a letter's unsubscribe link leads (contract `UNSUBSCRIBE_PAGE`, written here and typed by it: the first
 * chunk does not load the contract's code). The page itself is a chunk of its own, loaded only there.
 */
export const UNSUBSCRIBE_PATH: typeof UNSUBSCRIBE_PAGE = '/unsubscribe';
