/** Demo media drawn locally: SVG scenes rendered to JPEG with sharp, plus a hand-written one-page PDF. */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { MediaFilesTable } from '../db/schema';
import { variantName } from '../../shared/media';
import { writeImageVariants } from '../uploads/image-variants';
import { loadSharp } from '../uploads/sharp';

export type RoomScene = 'bedroom' | 'study' | 'living' | 'kitchen' | 'exterior';
export type Glyph =
  | 'fitness' | 'study' | 'wifi' | 'pool' | 'parking' | 'laundry'
  | 'rooftop' | 'pets' | 'bike' | 'coffee' | 'security';

const BLUE = '#4D7CFE';
const INK = '#252631';
const GREY = '#98A9BC';
const GREEN = '#6DD230';
const AMBER = '#FFAB2B';
const ACCENTS = [BLUE, GREEN, AMBER, GREY];

/** Deterministic pseudo-random numbers (mulberry32) so the demo looks the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIES = [
  ['#252631', BLUE, '#FFD59A'],
  [BLUE, '#9DB8FF', '#EEF3FF'],
  ['#1D1E27', '#3B4A7A', AMBER],
] as const;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** A row of buildings with lit windows against a gradient sky; used for heroes and exteriors. */
export function skylineSvg(seed: number, width: number, height: number): string {
  const rnd = random(seed);
  const sky = SKIES[seed % SKIES.length] ?? SKIES[0];
  const dark = sky[0] !== BLUE;
  const ground = height * 0.9;
  let far = '';
  for (let x = -20; x < width; x += 60 + rnd() * 90) {
    const h = height * (0.2 + rnd() * 0.25);
    far += `<rect x="${x}" y="${ground - h}" width="${50 + rnd() * 80}" height="${h}" fill="${GREY}" opacity="0.35"/>`;
  }
  let near = '';
  for (let x = -40; x < width; ) {
    const w = 140 + rnd() * 160;
    const h = height * (0.3 + rnd() * 0.35);
    near += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${INK}"/>`;
    for (let wy = ground - h + 24; wy < ground - 40; wy += 38) {
      for (let wx = x + 18; wx < x + w - 30; wx += 34) {
        const lit = rnd() < (dark ? 0.45 : 0.2);
        const fill = lit ? (dark ? AMBER : '#BFD0FF') : '#3A3C4A';
        near += `<rect x="${wx}" y="${wy}" width="18" height="22" rx="2" fill="${fill}" opacity="${lit ? 0.85 : 1}"/>`;
      }
    }
    x += w + 10 + rnd() * 40;
  }
  let trees = '';
  for (let x = 30; x < width; x += 110 + rnd() * 120) {
    const r = 26 + rnd() * 18;
    trees += `<rect x="${x - 3}" y="${ground - r}" width="6" height="${r}" fill="#1B1C24"/><circle cx="${x}" cy="${ground - r - r * 0.6}" r="${r}" fill="#3F7F22" opacity="0.9"/>`;
  }
  return svg(
    width,
    height,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.65" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>` +
      `<radialGradient id="g" cx="0.72" cy="0.85" r="0.55"><stop offset="0" stop-color="${AMBER}" stop-opacity="${dark ? 0.45 : 0.15}"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#s)"/><rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `${far}${near}${trees}<rect y="${ground}" width="${width}" height="${height - ground}" fill="#1B1C24"/>`,
  );
}

const FURNITURE: Record<Exclude<RoomScene, 'exterior'>, (accent: string) => string> = {
  bedroom: (a) =>
    `<rect x="110" y="360" width="40" height="240" rx="6" fill="${INK}"/><rect x="130" y="470" width="500" height="110" rx="10" fill="#B08D6A"/>` +
    `<rect x="140" y="440" width="480" height="50" rx="14" fill="#FFFFFF"/><rect x="300" y="448" width="330" height="90" rx="12" fill="${a}"/>` +
    `<rect x="165" y="410" width="110" height="50" rx="18" fill="#F4F6FA" stroke="#DDE3EC" stroke-width="3"/>` +
    `<rect x="660" y="470" width="110" height="110" rx="6" fill="#B08D6A"/><rect x="705" y="400" width="14" height="70" fill="${INK}"/>` +
    `<path d="M672 400 L752 400 L736 350 L688 350 Z" fill="${AMBER}"/>`,
  study: (a) =>
    `<rect x="100" y="160" width="360" height="16" fill="#B08D6A"/><rect x="100" y="250" width="360" height="16" fill="#B08D6A"/>` +
    [0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${112 + i * 26}" y="${104 + (i % 3) * 6}" width="20" height="${56 - (i % 3) * 6}" fill="${ACCENTS[i % 4]}"/>`).join('') +
    `<rect x="120" y="450" width="520" height="18" rx="4" fill="#B08D6A"/><rect x="140" y="468" width="14" height="120" fill="${INK}"/><rect x="606" y="468" width="14" height="120" fill="${INK}"/>` +
    `<rect x="300" y="340" width="180" height="110" rx="8" fill="${INK}"/><rect x="312" y="352" width="156" height="86" rx="4" fill="#3B4A7A"/>` +
    `<rect x="520" y="380" width="10" height="70" fill="${INK}"/><path d="M496 384 L560 384 L548 346 L508 346 Z" fill="${AMBER}"/>` +
    `<rect x="330" y="500" width="130" height="24" rx="10" fill="${a}"/><rect x="340" y="420" width="110" height="90" rx="14" fill="${a}"/><rect x="390" y="524" width="10" height="70" fill="${INK}"/>`,
  living: (a) =>
    `<rect x="150" y="170" width="240" height="160" rx="4" fill="#FFFFFF" stroke="${INK}" stroke-width="8"/><path d="M162 318 L250 230 L310 290 L340 260 L378 318 Z" fill="${a}" opacity="0.7"/>` +
    `<ellipse cx="420" cy="660" rx="330" ry="60" fill="${a}" opacity="0.18"/>` +
    `<rect x="120" y="430" width="520" height="150" rx="28" fill="${GREY}"/><rect x="150" y="400" width="460" height="90" rx="24" fill="#B7C4D3"/>` +
    `<rect x="160" y="470" width="210" height="60" rx="16" fill="#C9D3DF"/><rect x="390" y="470" width="210" height="60" rx="16" fill="#C9D3DF"/>` +
    `<rect x="300" y="600" width="220" height="20" rx="6" fill="#B08D6A"/><rect x="320" y="620" width="10" height="40" fill="${INK}"/><rect x="490" y="620" width="10" height="40" fill="${INK}"/>` +
    `<rect x="680" y="520" width="70" height="80" rx="8" fill="#FFFFFF" stroke="#DDE3EC" stroke-width="3"/><circle cx="715" cy="480" r="50" fill="#3F7F22"/><circle cx="690" cy="450" r="32" fill="${GREEN}" opacity="0.8"/>`,
  kitchen: (a) =>
    `<rect x="80" y="140" width="600" height="150" rx="6" fill="#FFFFFF" stroke="#DDE3EC" stroke-width="3"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${95 + i * 148}" y="155" width="132" height="120" rx="4" fill="none" stroke="#DDE3EC" stroke-width="3"/>`).join('') +
    `<rect x="80" y="420" width="600" height="22" fill="${INK}"/><rect x="80" y="442" width="600" height="130" fill="#FFFFFF" stroke="#DDE3EC" stroke-width="3"/>` +
    `<rect x="250" y="404" width="120" height="16" rx="4" fill="${GREY}"/><rect x="700" y="200" width="150" height="372" rx="10" fill="#D9DEE7"/><rect x="830" y="280" width="8" height="90" rx="3" fill="${GREY}"/>` +
    [0, 1, 2].map((i) => `<rect x="${160 + i * 170}" y="520" width="90" height="16" rx="8" fill="${a}"/><rect x="${200 + i * 170}" y="536" width="8" height="64" fill="${INK}"/>`).join('') +
    [0, 1].map((i) => `<line x1="${230 + i * 300}" y1="0" x2="${230 + i * 300}" y2="60" stroke="${INK}" stroke-width="3"/><path d="M${200 + i * 300} 90 L${260 + i * 300} 90 L${246 + i * 300} 60 L${214 + i * 300} 60 Z" fill="${AMBER}"/>`).join(''),
};

/** An interior: wall, wooden floor, a window with a view, and furniture for the scene. */
export function roomSvg(scene: RoomScene, seed: number): string {
  const width = 1200;
  const height = 800;
  if (scene === 'exterior') return skylineSvg(seed, width, height);
  const accent = ACCENTS[seed % ACCENTS.length] ?? BLUE;
  const planks = [0, 1, 2, 3, 4].map((i) => `<line x1="0" y1="${600 + i * 44}" x2="1200" y2="${600 + i * 44}" stroke="#C4AE8F" stroke-width="2"/>`).join('');
  return svg(
    width,
    height,
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F5F7FB"/><stop offset="1" stop-color="#E4E9F2"/></linearGradient>` +
      `<linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9DB8FF"/><stop offset="1" stop-color="#EEF3FF"/></linearGradient></defs>` +
      `<rect width="1200" height="800" fill="url(#w)"/><rect y="590" width="1200" height="210" fill="#D9C7AE"/>${planks}<rect y="582" width="1200" height="10" fill="#FFFFFF"/>` +
      `<rect x="860" y="110" width="260" height="300" fill="url(#v)" stroke="#FFFFFF" stroke-width="14"/><rect x="930" y="280" width="60" height="130" fill="${GREY}" opacity="0.6"/><rect x="1000" y="240" width="70" height="170" fill="${GREY}" opacity="0.45"/>` +
      `<line x1="990" y1="110" x2="990" y2="410" stroke="#FFFFFF" stroke-width="8"/><polygon points="860,800 1120,800 1060,600 900,600" fill="#FFFFFF" opacity="0.18"/>` +
      FURNITURE[scene](accent),
  );
}

const GLYPHS: Record<Glyph, string> = {
  fitness: '<rect x="130" y="190" width="140" height="20" rx="6"/><rect x="110" y="150" width="26" height="100" rx="8"/><rect x="264" y="150" width="26" height="100" rx="8"/><rect x="90" y="170" width="20" height="60" rx="6"/><rect x="290" y="170" width="20" height="60" rx="6"/>',
  study: '<path d="M200 150 C170 130 130 128 100 136 L100 270 C130 262 170 264 200 284 Z"/><path d="M200 150 C230 130 270 128 300 136 L300 270 C270 262 230 264 200 284 Z" opacity="0.8"/>',
  wifi: '<g fill="none" stroke="#FFFFFF" stroke-width="20" stroke-linecap="round"><path d="M110 185 A130 130 0 0 1 290 185"/><path d="M140 218 A85 85 0 0 1 260 218"/><path d="M170 250 A42 42 0 0 1 230 250"/></g><circle cx="200" cy="280" r="16"/>',
  pool: '<g fill="none" stroke="#FFFFFF" stroke-width="16" stroke-linecap="round"><path d="M100 170 q25 -22 50 0 t50 0 t50 0 t50 0"/><path d="M100 215 q25 -22 50 0 t50 0 t50 0 t50 0"/><path d="M100 260 q25 -22 50 0 t50 0 t50 0 t50 0"/></g>',
  parking: '<path d="M160 120 h60 a55 55 0 0 1 0 110 h-30 v60 h-30 Z M190 150 v50 h28 a25 25 0 0 0 0 -50 Z" fill-rule="evenodd"/>',
  laundry: '<rect x="125" y="115" width="150" height="175" rx="16"/><circle cx="200" cy="215" r="48" fill="currentColor"/><circle cx="200" cy="215" r="32" fill="#FFFFFF" opacity="0.6"/><circle cx="150" cy="138" r="7" fill="currentColor"/><circle cx="172" cy="138" r="7" fill="currentColor"/>',
  rooftop: '<circle cx="265" cy="140" r="30"/><rect x="110" y="190" width="70" height="110" rx="4"/><rect x="190" y="160" width="90" height="140" rx="4" opacity="0.85"/><rect x="96" y="296" width="208" height="10" rx="4"/>',
  pets: '<ellipse cx="200" cy="240" rx="52" ry="44"/><circle cx="140" cy="180" r="22"/><circle cx="180" cy="145" r="22"/><circle cx="225" cy="145" r="22"/><circle cx="262" cy="180" r="22"/>',
  bike: '<g fill="none" stroke="#FFFFFF" stroke-width="14" stroke-linejoin="round"><circle cx="135" cy="245" r="45"/><circle cx="265" cy="245" r="45"/><path d="M135 245 L180 170 L240 170 L265 245 M180 170 L205 245 L240 170 M170 150 h30"/></g>',
  coffee: '<path d="M120 170 h130 v70 a50 50 0 0 1 -50 50 h-30 a50 50 0 0 1 -50 -50 Z"/><path d="M250 190 h18 a28 28 0 0 1 0 56 h-18" fill="none" stroke="#FFFFFF" stroke-width="14"/><g fill="none" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round"><path d="M160 150 q-12 -20 0 -40"/><path d="M200 150 q-12 -20 0 -40"/></g>',
  security: '<path d="M200 105 L290 140 V205 C290 255 250 288 200 305 C150 288 110 255 110 205 V140 Z"/><path d="M160 205 L192 236 L245 180" fill="none" stroke="currentColor" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>',
};

/** A round amenity badge with a white glyph on a soft background. */
export function iconSvg(glyph: Glyph, seed: number): string {
  const color = ACCENTS[seed % 3] ?? BLUE;
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="#F4F6FA"/><circle cx="200" cy="205" r="150" fill="${color}"/>` +
      `<g fill="#FFFFFF" color="${color}">${GLYPHS[glyph]}</g>`,
  );
}

/** Initials on a two-colour gradient, as a stand-in portrait. */
export function avatarSvg(initials: string, seed: number): string {
  const from = ACCENTS[seed % 4] ?? BLUE;
  const to = seed % 2 ? INK : '#3B4A7A';
  return svg(
    400,
    400,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="400" height="400" fill="url(#a)"/><text x="200" y="252" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="150" fill="#FFFFFF" letter-spacing="4">${initials}</text>`,
  );
}

/** A minimal one-page PDF (Helvetica, no compression) with a title and a few lines of text. */
export function buildPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, '\\$&');
  const text = lines.map((l) => `(${esc(l)}) Tj 0 -18 Td`).join('\n');
  const content = `BT\n/F1 20 Tf\n72 720 Td\n(${esc(title)}) Tj\n/F1 11 Tf\n0 -32 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Demo images already drawn (JPEG and WebP copies, by scene and size). A caller seeding several
 * times in one process passes one to each seed; by default a seed keeps nothing once done.
 */
export type DrawnImages = Map<string, { data: Buffer; variants: [number, Buffer][] }>;

/** How a seed draws: `drawn` keeps its drawings for a later seed, `lanes` images render at once (1 by default). */
export type DemoDrawing = { drawn?: DrawnImages; lanes?: number };

/** Writes demo files under generated names and remembers them, so their rows can be inserted or the files removed. */
export class DemoMediaWriter {
  readonly rows: Insertable<MediaFilesTable>[] = [];
  private readonly paths: string[] = [];
  private readonly pending: Promise<unknown>[] = [];
  /**
   * Images render one at a time per lane, and a first start has one lane: parallel libvips pipelines
   * pushed it past 300 MB. The test run's template, made where memory is plenty, uses two.
   */
  private readonly lanes: Promise<unknown>[];
  private turn = 0;
  private readonly drawn?: DrawnImages;

  constructor(
    private readonly uploadsDir: string,
    { drawn, lanes = 1 }: DemoDrawing = {},
  ) {
    this.drawn = drawn;
    this.lanes = Array.from({ length: lanes }, () => Promise.resolve());
  }

  /** Renders an SVG to a progressive JPEG with its WebP copies, as an upload gets them; returns the stored name. */
  image(originalName: string, source: string, width: number, height: number): Promise<string> {
    const meta = { kind: 'image', mime: 'image/jpeg', width, height, original_name: originalName } as const;
    const key = `${width}x${height} ${source}`;
    const render = async () => {
      const copy = this.drawn?.get(key);
      if (copy) return this.writeDrawn(meta, copy);
      const sharp = await loadSharp();
      const data = await sharp(Buffer.from(source)).resize(width, height).jpeg({ quality: 78, progressive: true }).toBuffer();
      const name = await this.write('jpg', data, meta);
      const { widths } = await writeImageVariants(path.join(this.uploadsDir, name), this.uploadsDir, name, 'image/jpeg');
      const variants = widths.map((w) => path.join(this.uploadsDir, variantName(name, w)));
      this.paths.push(...variants);
      this.setWidths(name, widths);
      if (this.drawn) this.drawn.set(key, { data, variants: await Promise.all(widths.map(async (w, i) => [w, await readFile(variants[i]!)] as [number, Buffer])) });
      return name;
    };
    const lane = this.turn++ % this.lanes.length;
    const next = this.lanes[lane]!.then(render, render);
    this.lanes[lane] = next;
    return this.track(() => next);
  }

  /** Stores a PDF document; returns the stored name. */
  pdf(originalName: string, data: Buffer): Promise<string> {
    return this.track(() =>
      this.write('pdf', data, { kind: 'document', mime: 'application/pdf', width: null, height: null, original_name: originalName }),
    );
  }

  /** Inserts one media_files row per written file. */
  async insertRows(db: Db): Promise<void> {
    if (this.rows.length) await db.insertInto('media_files').values(this.rows).execute();
  }

  /** Removes every file written so far (after a failed seed). */
  async removeAll(): Promise<void> {
    // Wait for writes still in flight, or they would land after the clean-up.
    await Promise.allSettled(this.pending);
    await Promise.all(this.paths.map((file) => rm(file, { force: true })));
  }

  /** Writes an image drawn by an earlier seed, with its WebP copies, under a new name. */
  private async writeDrawn(meta: Omit<Insertable<MediaFilesTable>, 'name' | 'size'>, drawn: { data: Buffer; variants: [number, Buffer][] }): Promise<string> {
    const name = await this.write('jpg', drawn.data, meta);
    for (const [width, bytes] of drawn.variants) {
      const file = path.join(this.uploadsDir, variantName(name, width));
      this.paths.push(file);
      await writeFile(file, bytes);
    }
    this.setWidths(name, drawn.variants.map(([width]) => width));
    return name;
  }

  private setWidths(name: string, widths: number[]): void {
    const row = this.rows.find((r) => r.name === name);
    if (row) row.variant_widths = widths.join(',');
  }

  private track<T>(work: () => Promise<T>): Promise<T> {
    const promise = work();
    this.pending.push(promise);
    return promise;
  }

  private async write(ext: string, data: Buffer, meta: Omit<Insertable<MediaFilesTable>, 'name' | 'size'>): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const file = path.join(this.uploadsDir, name);
    this.paths.push(file);
    await writeFile(file, data);
    this.rows.push({ ...meta, name, size: data.length, variant_widths: '' });
    return name;
  }
}
