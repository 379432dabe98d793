/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  TicketDeskPage: () => import('./components/desk/TicketDeskPage'),
  DeskTicketPage: () => import('./components/desk/DeskTicketPage'),
};
