import { createPrivateKey, type KeyObject, privateEncrypt } from 'node:crypto';
import { Signer, SignPdfError } from '@signpdf/utils';
import forge from 'node-forge';

/** The DER prefix of a SHA-256 DigestInfo (RFC 8017 §9.2): followed by the 32-byte digest, it is what RSASSA-PKCS1-v1_5 signs. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

type ForgeDigest = { algorithm: string; digest(): { getBytes(): string } };
type ForgeRsaKey = { n: { compareTo(other: unknown): number }; e: { compareTo(other: unknown): number } };
type ForgeCertificate = { publicKey: ForgeRsaKey };
type Bag<T> = { key?: T; cert?: T };
/** The parts of node-forge the signer uses (its declared types cover the seal's certificate only). */
type Forge = {
  util: { createBuffer(bytes: string): unknown };
  asn1: { fromDer(bytes: unknown): unknown; toDer(asn1: unknown): { getBytes(): string } };
  pkcs12: { pkcs12FromAsn1(asn1: unknown, strict: boolean, password: string): { getBags(filter: { bagType: string }): Record<string, Bag<unknown>[] | undefined> } };
  pkcs7: { createSignedData(): { content: unknown; addCertificate(cert: unknown): void; addSigner(signer: Record<string, unknown>): void; sign(options: { detached: boolean }): void; toAsn1(): unknown } };
  pki: { oids: Record<string, string>; privateKeyToPem(key: unknown): string };
};
const f = forge as unknown as Forge;

/** A forge private key whose RSA signature Node's crypto (OpenSSL) makes: forge's own is JavaScript big-integer arithmetic. */
function nodeSigningKey(forgeKey: ForgeRsaKey): ForgeRsaKey & { sign(md: ForgeDigest): string } {
  const key: KeyObject = createPrivateKey(f.pki.privateKeyToPem(forgeKey));
  return {
    ...forgeKey,
    sign(md) {
      if (md.algorithm !== 'sha256') throw new Error(`The seal signs SHA-256 digests only, not ${md.algorithm}.`);
      const digestInfo = Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')]);
      // PKCS#1 v1.5 padding (privateEncrypt's default) over a DigestInfo is RSASSA-PKCS1-v1_5.
      return privateEncrypt(key, digestInfo).toString('binary');
    },
  };
}

/**
 * @signpdf/signer-p12's P12Signer (the same CMS: the PKCS#12's certificates, SHA-256, content type,
 * signing time and message digest as signed attributes, detached), but the RSA signature is made by
 * Node's crypto. forge's JavaScript RSA takes hundreds of milliseconds a signature on the calling
 * thread, and more on Node 21 and later, where the `navigator` global makes forge's big integers
 * pick their slowest multiplication (docs/decisions/039-node-versions-and-start.md).
 */
export class P12Signer extends Signer {
  private readonly p12: unknown;

  constructor(
    p12: Buffer,
    private readonly passphrase = '',
  ) {
    super();
    this.p12 = f.util.createBuffer(p12.toString('binary'));
  }

  /** The detached CMS signature of the PDF's signed bytes, as DER. */
  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const { oids } = f.pki;
    const p12 = f.pkcs12.pkcs12FromAsn1(f.asn1.fromDer(this.p12), false, this.passphrase);
    const certs = (p12.getBags({ bagType: oids.certBag! })[oids.certBag!] ?? []).map((bag) => bag.cert as ForgeCertificate);
    const forgeKey = p12.getBags({ bagType: oids.pkcs8ShroudedKeyBag! })[oids.pkcs8ShroudedKeyBag!]?.[0]?.key as ForgeRsaKey | undefined;
    if (!forgeKey) throw new SignPdfError('The PKCS#12 holds no private key.', SignPdfError.TYPE_INPUT);
    const p7 = f.pkcs7.createSignedData();
    p7.content = f.util.createBuffer(pdfBuffer.toString('binary'));
    for (const cert of certs) p7.addCertificate(cert);
    const certificate = certs.find(({ publicKey }) => forgeKey.n.compareTo(publicKey.n) === 0 && forgeKey.e.compareTo(publicKey.e) === 0);
    if (!certificate) throw new SignPdfError('Failed to find a certificate that matches the private key.', SignPdfError.TYPE_INPUT);
    p7.addSigner({
      key: nodeSigningKey(forgeKey),
      certificate,
      digestAlgorithm: oids.sha256,
      authenticatedAttributes: [{ type: oids.contentType, value: oids.data }, { type: oids.signingTime, value: signingTime ?? new Date() }, { type: oids.messageDigest }],
    });
    p7.sign({ detached: true });
    return Buffer.from(f.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
