import { open } from 'node:fs/promises';

/**
 * A BMP's pixel size from its header (sharp cannot read BMP, browsers decode it whole): the
 * 12-byte OS/2 header holds 16-bit sizes, every later header 32-bit ones, the height negative for
 * top-down rows. Null when the header is cut short.
 */
export async function readBmpSize(file: string): Promise<{ width: number; height: number } | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(26), 0, 26, 0);
    if (bytesRead < 26) return null;
    const core = buffer.readUInt32LE(14) === 12;
    const width = core ? buffer.readUInt16LE(18) : Math.abs(buffer.readInt32LE(18));
    const height = core ? buffer.readUInt16LE(20) : Math.abs(buffer.readInt32LE(22));
    return { width, height };
  } finally {
    await handle.close();
  }
}
