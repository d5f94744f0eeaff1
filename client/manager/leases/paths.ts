/** Where the lease screens lead, in the manager router. */
export const leasePaths = {
  list: '/leases',
  detail: (id: number) => `/leases/${id}`,
};
