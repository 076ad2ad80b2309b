import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const slow4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
for (const route of process.argv.slice(2)) {
  const out = [];
  for (const block of [false, true, false, true]) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    if (block) await page.route('**/*.woff2', (r) => r.abort());
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await page.goto('http://localhost:4321' + route, { waitUntil: 'load' });
    out.push((block ? 'nofonts ' : 'fonts ') + Math.round(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)));
    await ctx.close();
  }
  console.log(route, out.join(', '));
}
await browser.close();
