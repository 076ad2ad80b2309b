// Makes the still each video shows before it plays, drawn by Chromium in the site's own fonts and
// colours. Saved large (1600 x 900) under src/assets/media/: the build's astro:assets cuts it to
// each width a screen needs, in AVIF and WebP, so this file itself is never sent. Needs only
// Chromium. Run after changing the words below: npm run media:images
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { drawPicture } from './draw-picture.mjs';
import { chromiumArgs, findChromium } from './find-browser.mjs';

const out = 'src/assets/media';
const font = (file) =>
  `data:font/woff2;base64,${readFileSync(`src/assets/fonts/${file}`).toString('base64')}`;

/**
 * The case study's still: the promise in one figure, with room on the right for the player's play
 * button. (The landing page's video draws its still in the page: `titleCard` in
 * src/content/pages/msp-liasonai.yaml.)
 */
const stills = {
  'case-study': {
    eyebrow: 'Client case study',
    figure: '10X',
    line: 'in 30 days',
    sub: 'Same team. Same ad budget. A new growth system.',
  },
};

const stillHtml = ({ eyebrow, figure, line, sub }) => `<!doctype html><html><head><style>
@font-face { font-family: Sora; src: url(${font('sora-subset.woff2')}); font-weight: 100 800; }
@font-face { font-family: Inter; src: url(${font('inter-subset.woff2')}); font-weight: 100 900; }
html, body { margin: 0; width: 1280px; height: 720px; overflow: hidden; }
body { position: relative; box-sizing: border-box; padding: 120px 96px; color: #eef0f7; font-family: Inter;
  background: radial-gradient(ellipse 60% 70% at 76% 34%, rgb(124 58 237 / 0.5), transparent 70%),
    radial-gradient(ellipse 50% 60% at 8% 100%, rgb(52 199 143 / 0.22), transparent 70%),
    repeating-linear-gradient(0deg, rgb(255 255 255 / 0.035) 0 1px, transparent 1px 64px),
    repeating-linear-gradient(90deg, rgb(255 255 255 / 0.035) 0 1px, transparent 1px 64px), #05081a; }
.pill { display: inline-flex; align-items: center; gap: 12px; padding: 10px 20px; border-radius: 999px;
  border: 1px solid rgb(255 255 255 / 0.16); background: rgb(255 255 255 / 0.05);
  font: 600 17px Inter; letter-spacing: 0.2em; text-transform: uppercase; color: #86efc5; }
.pill::before { content: ''; width: 9px; height: 9px; border-radius: 50%; background: #5ee0ad; }
.figure { font: 800 200px/0.95 Sora; letter-spacing: -0.05em; margin-top: 28px; white-space: nowrap;
  background: linear-gradient(110deg, #eef0f7 10%, #c4b5fd 60%, #86efc5); -webkit-background-clip: text; color: transparent; }
.line { font: 700 76px/1.05 Sora; letter-spacing: -0.03em; margin-top: 8px; }
.sub { font: 400 27px Inter; color: #a8b0c8; margin-top: 22px; }
</style></head><body><div class="pill">${eyebrow}</div><div class="figure">${figure}</div>
<div class="line">${line}</div><div class="sub">${sub}</div></body></html>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumArgs,
});
try {
  for (const [name, still] of Object.entries(stills)) {
    // Laid out at 1280 x 720 and drawn at 1.25x: 1600 px, sharp on a 2x screen's widest player.
    await drawPicture(browser, stillHtml(still), {
      viewport: { width: 1280, height: 720 },
      scale: 1.25,
      file: join(out, `${name}-still.webp`),
    });
  }
} finally {
  await browser.close();
}
