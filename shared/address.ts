type AddressParts = { street: string; city: string; state: string; code: string };

/** "12 Main St, Austin, TX 78701", leaving out empty parts. */
export function fullAddress({ street, city, state, code }: AddressParts): string {
  const stateZip = [state, code].filter(Boolean).join(' ');
  return [street, city, stateZip].filter(Boolean).join(', ');
}
