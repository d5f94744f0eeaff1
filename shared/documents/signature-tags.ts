export const SIGNERS = { 1: 'Tenant', 2: 'Guarantor', 3: 'Landlord' } as const;
export type Signer = keyof typeof SIGNERS;
export const SIGNATURE_KINDS = { sig: 'Signature', initial: 'Initials', date: 'Date' } as const;
export type SignatureKind = keyof typeof SIGNATURE_KINDS;

/** The chip colour of a signer: the guarantor in the warning colour, the landlord in the success colour. */
export const SIGNER_TONE = { 1: 'primary', 2: 'warning', 3: 'success' } as const;

export type SignatureTag = { signer: Signer; kind: SignatureKind; label: string; tag: string };

/** The fixed nine tags: Tenant, Guarantor and Landlord, each with Signature, Initials and Date. */
export const SIGNATURE_TAGS: readonly SignatureTag[] = ([1, 2, 3] as const).flatMap((signer) =>
  (['sig', 'initial', 'date'] as const).map((kind) => ({
    signer,
    kind,
    label: `${SIGNERS[signer]} ${SIGNATURE_KINDS[kind]}`,
    tag: `[${kind}|req|signer${signer}]`,
  })),
);

export const signatureLabel = (signer: unknown, kind: unknown): string | null =>
  signer === 1 || signer === 2 || signer === 3 ? (kind === 'sig' || kind === 'initial' || kind === 'date' ? `${SIGNERS[signer]} ${SIGNATURE_KINDS[kind]}` : null) : null;
