import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const routes = process.argv.slice(2);
for (const width of [390, 1280]) for (const route of routes) {
  const res = [];
  for (const block of [true, false]) {
    const ctx = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await ctx.newPage();
    if (block) await page.route('**/*.woff2', (r) => r.abort());
    await page.goto('http://localhost:4321' + route, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    res.push(await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.getClientRects().length && !e.closest('svg')).map(e => { const r = e.getBoundingClientRect(); return [e.tagName + '.' + (e.className?.toString?.() ?? '').slice(0, 50) + ' ' + (e.textContent ?? '').trim().slice(0, 30), Math.round(r.height)]; })));
    await ctx.close();
  }
  const [a, b] = res;
  let shown = 0;
  for (let i = 0; i < Math.min(a.length, b.length) && shown < 8; i++) {
    if (a[i][0] === b[i][0] && Math.abs(a[i][1] - b[i][1]) > 1 && !/^(BODY|MAIN|HTML|DIV\.relative isolate|SECTION)/.test(a[i][0])) { console.log(width, route, a[i][0], a[i][1], '->', b[i][1]); shown++; }
  }
}
await browser.close();
