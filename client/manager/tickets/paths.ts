/** Where the ticket screens lead, in the manager router. */
export const ticketPaths = {
  list: '/tickets',
  detail: (id: number) => `/tickets/${id}`,
};
