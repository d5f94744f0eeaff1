/** Where the Collections screens lead, in the manager router. */
export const collectionPaths = {
  list: '/collections',
  ledger: (leaseId: number) => `/collections/${leaseId}`,
};
