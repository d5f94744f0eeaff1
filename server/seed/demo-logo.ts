import { loadSharp } from '../uploads/sharp';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** The demo company's logo: its initials in a rounded square beside its name, 360 × 96. */
const LOGO_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">',
  '<rect width="360" height="96" fill="#FFFFFF"/>',
  '<rect x="6" y="8" width="80" height="80" rx="18" fill="#1F4E79"/>',
  `<text x="46" y="61" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="34" fill="#FFFFFF" letter-spacing="1">CE</text>`,
  `<text x="104" y="46" font-family="${FONT}" font-weight="700" font-size="28" fill="#1F4E79">Campus Edge</text>`,
  `<text x="105" y="76" font-family="${FONT}" font-size="20" fill="#4A7AA6" letter-spacing="5">LIVING</text>`,
  '</svg>',
].join('');

let drawn: Promise<string> | null = null;

/** The logo as an inline PNG (`data:image/png;base64,…`, a few KB), drawn once per process. */
export function demoLogoDataUri(): Promise<string> {
  drawn ??= loadSharp()
    .then((sharp) => sharp(Buffer.from(LOGO_SVG)).png({ palette: true, colours: 64, compressionLevel: 9 }).toBuffer())
    .then((png) => `data:image/png;base64,${png.toString('base64')}`);
  drawn.catch(() => {
    drawn = null;
  });
  return drawn;
}
