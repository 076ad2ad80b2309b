// Draws a piece of HTML in Chromium to a WebP file, for the media scripts' stills and pictures.
import { statSync } from 'node:fs';
import sharp from 'sharp';

/**
 * Lays `html` out at `viewport` CSS px, draws it at `scale` device pixels per px once its fonts
 * are in, and writes it to `file` at high quality: the build encodes it again for each width.
 */
export async function drawPicture(browser, html, { viewport, scale, file }) {
  const tab = await browser.newPage({ viewport, deviceScaleFactor: scale });
  await tab.setContent(html);
  await tab.evaluate(() => document.fonts.ready);
  await sharp(await tab.screenshot())
    .webp({ quality: 90 })
    .toFile(file);
  await tab.close();
  console.log(`${file}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
}
