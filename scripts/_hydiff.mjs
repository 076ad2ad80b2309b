import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [route, width] = [process.argv[2], Number(process.argv[3])];
const ctx = await browser.newContext({ viewport: { width, height: Number(process.argv[4] ?? 844) } });
const page = await ctx.newPage();
await page.route('**/*.woff2', (r) => r.abort());
const snap = `[...document.querySelectorAll('body *')].filter(e => e.getClientRects().length && !e.closest('svg')).map(e => { const r = e.getBoundingClientRect(); return [e.tagName + '.' + (e.className?.toString?.() ?? '').slice(0, 60) + ' | ' + (e.textContent ?? '').trim().slice(0, 30), Math.round(r.height)]; })`;
await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => { window.__snap = ${snap}; })`);
await page.goto('http://localhost:4321' + route);
const a = await page.evaluate('window.__snap');
for (let y = 0; y < 20000; y += 500) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(50); }
await page.waitForTimeout(1500);
const b = await page.evaluate(snap);
const bm = new Map(b.map(([k, v]) => [k, v]));
let n = 0;
for (const [k, v] of a) { const w = bm.get(k); if (w !== undefined && Math.abs(w - v) > 1 && n++ < 15) console.log(k, v, '->', w); }
await browser.close();
