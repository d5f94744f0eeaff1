import { describe, expect, it } from '@jest/globals';
import { unlinkable } from '../../server/mail/unlinkable-text';

describe('text typed by someone, in a mail to somebody else', () => {
  it('breaks every web address, domain, e-mail and IP address so no mail client links it', () => {
    expect(unlinkable('Claim your refund at https://refund.example.com/claim?id=1 now')).toBe('Claim your refund at https[:]//refund[.]example[.]com/claim?id=1 now');
    expect(unlinkable('see www.example.org, or HTTP://EVIL.EXAMPLE')).toBe('see www[.]example[.]org, or HTTP[:]//EVIL[.]EXAMPLE');
    expect(unlinkable('write to pay@bank-support.example today')).toBe('write to pay[at]bank-support[.]example today');
    expect(unlinkable('go to evil.co or 192.168.10.1')).toBe('go to evil[.]co or 192[.]168[.]10[.]1');
    expect(unlinkable('ftp://files.example/x and javascript://x')).toBe('ftp[:]//files[.]example/x and javascript[:]//x');
    // The sentence's punctuation after an address stays.
    expect(unlinkable('Write to help@evil.example. Or see evil.example, www.evil.example!')).toBe('Write to help[at]evil[.]example. Or see evil[.]example, www[.]evil[.]example!');
  });

  it('keeps ordinary sentences, names, initials and amounts as typed', () => {
    const plain = 'Hi Mom! I am applying for the loft. It costs $1,250.50 a month (e.g. with parking). Love, Ana M. Flores-García';
    expect(unlinkable(plain)).toBe(plain);
    expect(unlinkable('Line one.\nLine two.')).toBe('Line one.\nLine two.');
  });
});
