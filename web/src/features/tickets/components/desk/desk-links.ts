/** The desk's addresses and what a link between its screens carries. */
export const DESK_PATH = '/tickets';
export const deskTicketPath = (id: number) => `${DESK_PATH}/${id}`;

/**
 * Router state of a link between the list and a ticket: the list's search (its filter and page),
 * which the ticket page's way back restores; and, on the way back, the ticket it came from, whose
 * row then takes the focus.
 */
export interface DeskLinkState {
  listSearch?: string;
  fromTicket?: number;
}

export function readDeskLinkState(state: unknown): DeskLinkState {
  if (typeof state !== 'object' || state === null) return {};
  const { listSearch, fromTicket } = state as Record<string, unknown>;
  return {
    listSearch:
      typeof listSearch === 'string' && (listSearch === '' || listSearch.startsWith('?')) ? listSearch : undefined,
    fromTicket: typeof fromTicket === 'number' ? fromTicket : undefined,
  };
}
