import { describe, expect, it } from '@jest/globals';
import { document as doc, paragraph as p, signatureTag as tag, text } from '../../shared/documents/build';
import { emptySeats, signingSigners } from '../../shared/leases/seats-to-sign';

const lease = (...tags: ReturnType<typeof tag>[]) => ({ name: 'Lease', role: 'tenant' as const, signers: signingSigners(doc(p(text('Terms.')), p(...tags))) });
const guaranty = (...tags: ReturnType<typeof tag>[]) => ({ name: 'Guaranty', role: 'guarantor' as const, signers: signingSigners(doc(p(...tags))) });

describe('emptySeats', () => {
  it('finds nothing when every seat signs or initials somewhere', () => {
    expect(emptySeats([lease(tag(1, 'sig'), tag(3, 'initial'))])).toEqual([]);
    expect(emptySeats([lease(tag(1, 'initial')), guaranty(tag(2, 'sig'), tag(3, 'sig'))])).toEqual([]);
  });

  it('names the tenant of a guarantor-only contract with the tenant documents', () => {
    expect(emptySeats([lease(tag(2, 'sig'), tag(3, 'sig')), { ...lease(tag(3, 'date')), name: 'Addendum' }])).toEqual([{ role: 'tenant', documents: ['Lease', 'Addendum'] }]);
  });

  it('counts a date as nothing signed, and names every document for the landlord', () => {
    expect(emptySeats([lease(tag(1, 'sig'), tag(3, 'date')), guaranty(tag(2, 'date'))])).toEqual([
      { role: 'guarantor', documents: ['Guaranty'] },
      { role: 'landlord', documents: ['Lease', 'Guaranty'] },
    ]);
  });

  it('asks nothing of a guarantor the packet does not seat', () => {
    expect(emptySeats([lease(tag(1, 'sig'), tag(3, 'sig'))])).toEqual([]);
  });
});
