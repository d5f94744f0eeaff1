/** What the pages of a signed packet print besides the signatures: its code, its footer, the countersigner's name. */

/** How many hex digits of the packet's SHA-256 id its code shows: 64 bits, four groups of four. */
const CODE_DIGITS = 16;

/** A packet's id as a person reads and types it: the first 16 hex digits of its SHA-256 id, upper case, in groups of four ('3F9A-21C0-77BE-0D12'). */
export function packetCode(packetId: string): string {
  return (packetId.slice(0, CODE_DIGITS).toUpperCase().match(/.{1,4}/g) ?? []).join('-');
}

/** The line at the foot of every page of a signed packet's final PDFs and its certificate. */
export function packetFooter(code: string, verifyUrl: string): string {
  return `Packet ID ${code} · Verify at ${verifyUrl}`;
}

/** The landlord's printed name under the countersignature: the person who signed, for the company. */
export function countersignerName(name: string, company: string): string {
  return company ? `${name} for ${company}` : name;
}
