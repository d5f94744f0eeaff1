/** The signature and initials the signer adopted, as PNG data URLs; kept by the ceremony so going back loses nothing. */
export type Adopted = { sig: string | null; initial: string | null };

export type AdoptKind = keyof Adopted;

/** The initials of a name: the first letter of each word, at most three. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join('');
