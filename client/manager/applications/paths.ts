/** Where the applications screens lead, in the manager router. */
export const applicationPaths = {
  list: '/applications',
  detail: (id: number) => `/applications/${id}`,
};
