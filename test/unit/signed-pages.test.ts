import { describe, expect, it } from '@jest/globals';
import { countersignerName, packetCode, packetFooter } from '../../shared/leases/signed-pages';

describe('what signed pages print', () => {
  it('reads a packet id as its first 16 hex digits, upper case, in groups of four', () => {
    expect(packetCode('3f9a21c077be0d12' + 'a'.repeat(48))).toBe('3F9A-21C0-77BE-0D12');
  });

  it('footers each page with the code and the verify address, and names the countersigner for the company', () => {
    expect(packetFooter('3F9A-21C0-77BE-0D12', 'https://leasing.example.com/new/verify')).toBe('Packet ID 3F9A-21C0-77BE-0D12 · Verify at https://leasing.example.com/new/verify');
    expect(countersignerName('Morgan Lee', 'Campus Edge Living')).toBe('Morgan Lee for Campus Edge Living');
    expect(countersignerName('Morgan Lee', '')).toBe('Morgan Lee');
  });
});
