import { createContext, useContext } from 'react';
import type { RequestKind } from '@portal/contract';
import { categoryStrings, questionCategoryStrings, questionUiStrings, requestUiStrings, type Words } from './strings';

/**
 * One of the two desks this feature is: requests to service departments (002 §2.5) or students'
 * questions (issue 14 §5). The same screens, with their own calls, addresses and words.
 */
export interface Desk {
  kind: RequestKind;
  t: Words<typeof requestUiStrings>;
  categories: Words<typeof categoryStrings>;
  paths: { author: string; control: string; manager: string };
}

export const desks: Record<RequestKind, Desk> = {
  request: { kind: 'request', t: requestUiStrings, categories: categoryStrings, paths: { author: '/request', control: '/request-control', manager: '/request-manager' } },
  question: { kind: 'question', t: questionUiStrings, categories: questionCategoryStrings, paths: { author: '/questions', control: '/request-question-control', manager: '/request-question' } },
};

export const DeskContext = createContext<Desk>(desks.request);
/** The desk the screen is of. */
export const useDesk = () => useContext(DeskContext);
