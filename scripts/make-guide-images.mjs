// Makes the lead forms guide's carousel images: a lead form ad, a landing page ad and the case
// study's figures, drawn by Chromium in the site's own fonts and colours and saved as WebP under
// src/assets/guides/ for astro:assets, which cuts each to the widths a screen needs. Laid out at
// 1200 x 750 and drawn at 4/3: 1600 px, sharp on a 2x screen's widest guide column.
// Run after changing the words below: npm run media:images
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { drawPicture } from './draw-picture.mjs';
import { chromiumArgs, findChromium } from './find-browser.mjs';

const out = 'src/assets/guides';
const size = { width: 1200, height: 750 };
const font = (file) =>
  `data:font/woff2;base64,${readFileSync(`src/assets/fonts/${file}`).toString('base64')}`;

const base = `
@font-face { font-family: Sora; src: url(${font('sora-subset.woff2')}); font-weight: 100 800; }
@font-face { font-family: Inter; src: url(${font('inter-subset.woff2')}); font-weight: 100 900; }
* { box-sizing: border-box; }
html, body { margin: 0; width: ${size.width}px; height: ${size.height}px; overflow: hidden; }
body { display: flex; align-items: center; gap: 64px; padding: 0 80px; color: #eef0f7; font-family: Inter;
  background: radial-gradient(ellipse 60% 80% at 85% 20%, rgb(124 58 237 / 0.42), transparent 70%),
    radial-gradient(ellipse 50% 60% at 0% 100%, rgb(52 199 143 / 0.16), transparent 70%),
    repeating-linear-gradient(0deg, rgb(255 255 255 / 0.03) 0 1px, transparent 1px 60px),
    repeating-linear-gradient(90deg, rgb(255 255 255 / 0.03) 0 1px, transparent 1px 60px), #05081a; }
.copy { flex: 1; }
.pill { display: inline-flex; align-items: center; gap: 10px; padding: 9px 18px; border-radius: 999px;
  border: 1px solid rgb(255 255 255 / 0.16); background: rgb(255 255 255 / 0.05);
  font: 600 15px Inter; letter-spacing: 0.18em; text-transform: uppercase; color: #86efc5; }
.pill::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #5ee0ad; }
h1 { font: 700 66px/1.04 Sora; letter-spacing: -0.03em; margin: 26px 0 0; }
.sub { font: 400 26px/1.45 Inter; color: #a8b0c8; margin-top: 20px; max-width: 520px; }
.phone { width: 330px; height: 640px; flex: none; border-radius: 44px; padding: 12px; background: #161e45;
  border: 1px solid rgb(255 255 255 / 0.16); box-shadow: 0 0 0 1px rgb(139 92 246 / 0.25), 0 40px 90px -30px rgb(139 92 246 / 0.6); }
.screen { position: relative; height: 100%; border-radius: 34px; overflow: hidden; background: #0e1433; }
.row { display: flex; align-items: center; gap: 10px; }
.avatar { width: 34px; height: 34px; border-radius: 50%; background: linear-gradient(135deg, #8b5cf6, #34c78f); }
.name { font: 600 15px Inter; } .meta { font: 400 12px Inter; color: #8790ad; }
.button { display: block; text-align: center; padding: 13px; border-radius: 12px; font: 600 16px Inter;
  background: linear-gradient(90deg, #7c3aed, #6d28d9); color: white; }
.field { border: 1px solid rgb(255 255 255 / 0.16); border-radius: 10px; padding: 9px 12px; margin-top: 10px; }
.field small { display: block; font: 500 11px Inter; color: #8790ad; }
.field span { font: 500 15px Inter; }
.cards { display: grid; grid-template-columns: 1fr 1fr; gap: 28px; flex: none; width: 560px; }
.card { border-radius: 24px; padding: 30px; background: rgb(14 20 51 / 0.9); border: 1px solid rgb(255 255 255 / 0.09);
  box-shadow: 0 24px 48px -24px rgb(0 0 0 / 0.6); }
.card.win { border-color: rgb(139 92 246 / 0.55); box-shadow: 0 0 0 1px rgb(139 92 246 / 0.25), 0 20px 60px -20px rgb(139 92 246 / 0.55); }
.label { font: 600 14px Inter; letter-spacing: 0.14em; text-transform: uppercase; color: #a8b0c8; }
.figure { font: 800 64px/1 Sora; letter-spacing: -0.04em; margin-top: 18px; }
.note { font: 500 16px Inter; color: #a8b0c8; margin-top: 10px; }
.bar { height: 10px; border-radius: 99px; background: rgb(255 255 255 / 0.1); margin-top: 26px; overflow: hidden; }
.bar i { display: block; height: 100%; border-radius: 99px; background: linear-gradient(90deg, #8b5cf6, #5ee0ad); }
`;

const page = (body) =>
  `<!doctype html><html><head><style>${base}</style></head><body>${body}</body></html>`;

const copy = (pill, title, sub) =>
  `<div class="copy"><div class="pill">${pill}</div><h1>${title}</h1><div class="sub">${sub}</div></div>`;

/** Each image: its file name and its page. Alt text lives with the guide's content. */
const images = {
  'lead-form-ad': page(`${copy(
    'Facebook lead form',
    'The form opens inside Facebook',
    'Name, email and phone arrive pre-filled. Two taps and the lead is yours.',
  )}<div class="phone"><div class="screen" style="padding: 22px 18px;">
    <div class="row"><div class="avatar"></div><div><div class="name">Your Business</div><div class="meta">Sponsored</div></div></div>
    <div style="height: 150px; margin-top: 16px; border-radius: 16px; background: radial-gradient(ellipse at 30% 20%, rgb(139 92 246 / 0.7), transparent 70%), #161e45;"></div>
    <div style="font: 700 19px Sora; margin-top: 14px;">Free growth workshop</div>
    <div style="position: absolute; inset: 230px 0 0; padding: 22px 18px; border-radius: 26px 26px 0 0; background: #161e45; border-top: 1px solid rgb(255 255 255 / 0.16);">
      <div style="font: 700 17px Sora;">Save your seat</div>
      <div class="field"><small>Full name</small><span>Jordan Lee</span></div>
      <div class="field"><small>Email</small><span>jordan@example.com</span></div>
      <div class="field"><small>Phone number</small><span>(555) 010-2030</span></div>
      <div class="button" style="margin-top: 18px;">Submit</div>
    </div></div></div>`),
  'landing-page-ad': page(`${copy(
    'Landing page',
    'The ad sends people to your page',
    'More room to explain the offer, so the people who book have read it first.',
  )}<div class="phone"><div class="screen">
    <div style="margin: 16px 18px 0; padding: 8px 12px; border-radius: 99px; background: #05081a; font: 500 12px Inter; color: #a8b0c8; text-align: center;">yourbusiness.com/workshop</div>
    <div style="padding: 28px 22px 0; background: radial-gradient(ellipse 90% 60% at 20% 0%, rgb(124 58 237 / 0.45), transparent 70%);">
      <div style="font: 600 11px Inter; letter-spacing: 0.16em; color: #86efc5; text-transform: uppercase;">Free workshop</div>
      <div style="font: 700 26px/1.1 Sora; margin-top: 10px; letter-spacing: -0.02em;">Fill your calendar in 60 days</div>
      <div style="font: 400 14px/1.5 Inter; color: #a8b0c8; margin-top: 10px;">A 45-minute session on the system we install for clients.</div>
      ${['What the funnel looks like', 'Which ads to run first', 'How to follow up fast']
        .map(
          (point) =>
            `<div class="row" style="margin-top: 12px; font: 500 14px Inter;"><span style="color: #5ee0ad;">&#x2713;</span>${point}</div>`,
        )
        .join('')}
      <div class="button" style="margin-top: 22px;">Book my seat</div>
      <div style="margin-top: 22px; padding: 16px; border-radius: 14px; background: rgb(255 255 255 / 0.04); border: 1px solid rgb(255 255 255 / 0.09);">
        <div style="color: #c4b5fd; letter-spacing: 3px;">&#x2605;&#x2605;&#x2605;&#x2605;&#x2605;</div>
        <div style="height: 8px; width: 92%; border-radius: 4px; background: rgb(255 255 255 / 0.12); margin-top: 10px;"></div>
        <div style="height: 8px; width: 64%; border-radius: 4px; background: rgb(255 255 255 / 0.12); margin-top: 8px;"></div>
      </div>
    </div></div></div>`),
  'cost-per-lead': page(`${copy(
    'Case study',
    'Cost per lead',
    'Same offer, same budget: the lead form brought leads in at about half the cost.',
  )}<div class="cards">
    <div class="card win"><div class="label">Lead form</div><div class="figure">$24.43</div><div class="note">24 leads</div><div class="bar"><i style="width: 51%"></i></div></div>
    <div class="card"><div class="label">Landing page</div><div class="figure">$48.02</div><div class="note">13 leads</div><div class="bar"><i style="width: 100%"></i></div></div>
  </div>`),
  'return-on-ad-spend': page(`${copy(
    'Case study',
    'What the leads were worth',
    'Fewer landing page leads, but more of them signed up, for the better return.',
  )}<div class="cards">
    <div class="card"><div class="label">Lead form</div><div class="figure">1.8x</div><div class="note">ROAS &middot; 2 client signups</div><div class="bar"><i style="width: 75%"></i></div></div>
    <div class="card win"><div class="label">Landing page</div><div class="figure">2.4x</div><div class="note">ROAS &middot; 3 client signups</div><div class="bar"><i style="width: 100%"></i></div></div>
  </div>`),
  'which-to-choose': page(`${copy(
    'Rule of thumb',
    'Which one to test first',
    'On a small budget, start with lead forms; move to a landing page when the decision is bigger.',
  )}<div class="cards" style="grid-template-columns: 1fr;">
    <div class="card win"><div class="label">Local campaign</div><div class="figure" style="font-size: 48px;">Under $1,500</div><div class="note">test budget: start with lead forms</div></div>
    <div class="card"><div class="label">Nationwide campaign</div><div class="figure" style="font-size: 48px;">Under $3,000</div><div class="note">test budget: start with lead forms</div></div>
  </div>`),
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumArgs,
});
try {
  for (const [name, html] of Object.entries(images)) {
    await drawPicture(browser, html, {
      viewport: size,
      scale: 4 / 3,
      file: join(out, `${name}.webp`),
    });
  }
} finally {
  await browser.close();
}
