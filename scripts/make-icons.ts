// Renders public/favicon.svg into the raster icons browsers and link previews ask for.
// Run after changing the logo: npm run icons
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
const png32 = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer();

// An .ico holding one PNG image: 6-byte header, one 16-byte directory entry, then the PNG.
const header = Buffer.from([0, 0, 1, 0, 1, 0]);
const entry = Buffer.alloc(16);
entry.writeUInt8(32, 0);
entry.writeUInt8(32, 1);
entry.writeUInt16LE(1, 4);
entry.writeUInt16LE(32, 6);
entry.writeUInt32LE(png32.length, 8);
entry.writeUInt32LE(22, 12);
writeFileSync('public/favicon.ico', Buffer.concat([header, entry, png32]));

await sharp(svg, { density: 600 })
  .resize(180, 180)
  .flatten({ background: '#05081a' })
  .png()
  .toFile('public/apple-touch-icon.png');

const brand = process.argv[2] ?? 'Undeniable';
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="0.2" cy="0" r="1"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.55"/><stop offset="1" stop-color="#05081a" stop-opacity="0"/></radialGradient>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#5ee0ad"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="#05081a"/><rect width="1200" height="630" fill="url(#glow)"/>
  <rect x="80" y="80" width="72" height="72" rx="20" fill="url(#g)"/>
  <path d="M101 99v18a15 15 0 0 0 30 0V99" fill="none" stroke="#05081a" stroke-width="7" stroke-linecap="round"/>
  <text x="176" y="130" font-family="sans-serif" font-size="40" font-weight="700" fill="#eef0f7">${brand}</text>
  <text x="80" y="330" font-family="sans-serif" font-size="56" font-weight="800" fill="#eef0f7">If your offer is undeniable,</text>
  <text x="80" y="410" font-family="sans-serif" font-size="56" font-weight="800" fill="#c4b5fd">we'll make your growth inevitable.</text>
  <text x="80" y="520" font-family="sans-serif" font-size="30" fill="#a8b0c8">Growth systems for founder-led service businesses</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile('public/og-image.png');
console.log('Wrote favicon.ico, apple-touch-icon.png and og-image.png in public/.');
