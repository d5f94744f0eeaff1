import { describe, expect, it } from '@jest/globals';
import { ContactSchema, CONTACT_MESSAGES } from '../../shared/schemas/contact';

const valid = { name: 'Maya', email: 'maya@example.com', phone_number: '(512) 555-0142', message: 'Hello' };

describe('contact form rules', () => {
  it('accepts US phone numbers with an optional +1 and separators', () => {
    for (const phone of ['5125550142', '(512) 555-0142', '+1 512 555 0142', '1-512-555-0142', '512.555.0142', '+15125550142']) {
      expect(ContactSchema.safeParse({ ...valid, phone_number: phone }).success).toBe(true);
    }
  });

  it('refuses other phone numbers with the spec message', () => {
    for (const phone of ['555-0142', '+44 20 7946 0958', '512-555-01423', 'call me']) {
      const result = ContactSchema.safeParse({ ...valid, phone_number: phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTACT_MESSAGES.incorrectPhone);
    }
  });

  it('requires every field and a loose e-mail', () => {
    const result = ContactSchema.safeParse({ name: '', email: 'a@b', phone_number: '', message: '  ' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ name: 'Required', email: 'Invalid Email', phone_number: 'Required', message: 'Required' });
  });
});
