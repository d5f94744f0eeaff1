/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function frameControl(sequence: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(26);
  data.writeUInt32BE(sequence, 0);
  data.writeUInt32BE(width, 4);
  data.writeUInt32BE(height, 8);
  data.writeUInt16BE(1, 20); // delay 1/10 s
  data.writeUInt16BE(10, 22);
  return chunk('fcTL', data);
}

/**
 * An animated PNG of two frames made from a still one: acTL after IHDR, the still image as the first
 * frame and again as the second (fdAT). What a browser plays and pdf-lib refuses ("Animated PNGs are
 * not supported").
 */
export function animatedPng(still: Buffer): Buffer {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < still.length; ) {
    const length = still.readUInt32BE(at);
    chunks.push({ type: still.toString('latin1', at + 4, at + 8), data: still.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const ihdr = chunks.find((c) => c.type === 'IHDR')!.data;
  const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const control = Buffer.alloc(8);
  control.writeUInt32BE(2, 0); // frames
  control.writeUInt32BE(0, 4); // plays forever
  const sequence = Buffer.alloc(4);
  sequence.writeUInt32BE(2);
  return Buffer.concat([
    still.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('acTL', control),
    frameControl(0, width, height),
    chunk('IDAT', idat),
    frameControl(1, width, height),
    chunk('fdAT', Buffer.concat([sequence, idat])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
