import { createContext, useContext } from 'react';
import type { RequestKind } from '@portal/contract';

/**
 * One of the two desks this feature is: requests to service departments (002 §2.5) or students'
 * questions (issue 14 §5). The same screens, with their own calls and addresses; their own words
 * are the `_question` variants of the `requests` namespace, asked for with `{ context: kind }`.
 */
export interface Desk {
  kind: RequestKind;
  paths: { author: string; control: string; manager: string };
}

export const desks: Record<RequestKind, Desk> = {
  request: { kind: 'request', paths: { author: '/request', control: '/request-control', manager: '/request-manager' } },
  question: {
    kind: 'question',
    paths: { author: '/questions', control: '/request-question-control', manager: '/request-question' },
  },
};

export const DeskContext = createContext<Desk>(desks.request);
/** The desk the screen is of. */
export const useDesk = () => useContext(DeskContext);
