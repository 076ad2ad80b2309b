import { chromium } from 'playwright-core';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
await p.route(/\.woff2$/, async (r) => {
  await new Promise((res) => setTimeout(res, 2000));
  await r.continue();
});
await p.route(/^(?!http:\/\/localhost)/, (r) => r.abort());
await p.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__lcp.push([Math.round(e.startTime), e.element?.tagName, e.size]);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lcp.push(['paint', e.name, Math.round(e.startTime)]);
  }).observe({ type: 'paint', buffered: true });
});
await p.goto('http://localhost:4330/');
await p.waitForTimeout(3500);
console.log(JSON.stringify(await p.evaluate(() => window.__lcp)));
await b.close();
