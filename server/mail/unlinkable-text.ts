/**
 * A word a mail client would turn into a link: one with a scheme (https://), starting with www.,
 * an e-mail address, a domain name (name.tld) or an IP address.
 */
const LINK_LIKE = /\S*(?:[a-z][\w+.-]*:\/\/|www\.|@[^\s@]+\.|[\w-]\.[a-z]{2,}(?![a-z])|\d{1,3}(?:\.\d{1,3}){3})\S*/gi;

/**
 * Text someone typed, for a mail to somebody else: mail clients link web and e-mail addresses
 * they find in a message (in its plain text part too), so such words lose their clickable form,
 * the way security notices quote addresses: `https[:]//example[.]com`, `ana[at]example[.]com`.
 * Ordinary words and sentences stay as typed. Escaping for HTML is the caller's.
 */
export function unlinkable(text: string): string {
  return text.replace(LINK_LIKE, (word) => {
    // A sentence's own punctuation after the address stays as typed.
    const [, address, after] = /^(.*?)([.,;:!?]*)$/s.exec(word)!;
    return address!.replaceAll('://', '[:]//').replaceAll('.', '[.]').replaceAll('@', '[at]') + after;
  });
}
