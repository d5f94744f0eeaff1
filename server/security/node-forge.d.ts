// node-forge (a dependency of @signpdf/signer-p12) ships no types: the parts the company seal uses
// to make its self-signed certificate and to hand it to P12Signer as a PKCS#12.
declare module 'node-forge' {
  type Key = { readonly __forgeKey: unique symbol };
  type Attribute = { name: string; value: string; valueTagClass?: number };
  type Extension = Record<string, unknown> & { name: string };
  type Certificate = {
    publicKey: Key;
    serialNumber: string;
    validity: { notBefore: Date; notAfter: Date };
    setSubject(attributes: Attribute[]): void;
    setIssuer(attributes: Attribute[]): void;
    setExtensions(extensions: Extension[]): void;
    sign(key: Key, digest: unknown): void;
  };
  type Asn1 = { readonly __asn1: unique symbol };
  const forge: {
    pki: {
      createCertificate(): Certificate;
      publicKeyFromPem(pem: string): Key;
      privateKeyFromPem(pem: string): Key;
      certificateToPem(certificate: Certificate): string;
      certificateFromPem(pem: string): Certificate;
    };
    md: { sha256: { create(): unknown } };
    pkcs12: { toPkcs12Asn1(key: Key, certificates: Certificate[], password: string, options?: { algorithm?: 'aes128' | 'aes192' | 'aes256' | '3des'; friendlyName?: string }): Asn1 };
    asn1: { toDer(asn1: Asn1): { getBytes(): string }; Type: { UTF8: number } };
  };
  export default forge;
}
