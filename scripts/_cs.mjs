import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const block of [false, true]) for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
  const page = await ctx.newPage();
  if (block) await page.route('**/*.woff2', (r) => r.abort());
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('http://localhost:4321/', { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(300);
  await page.getByRole('main').getByRole('link', { name: 'View all case studies', exact: true }).click();
  const trace = [];
  for (let i = 0; i < 40; i++) { trace.push(await page.evaluate(() => Math.round(document.getElementById('case-studies').getBoundingClientRect().top) + '/' + Math.round(scrollY) + (document.fonts.status === 'loaded' ? 'F' : '') )); await page.waitForTimeout(100); }
  console.log(block ? 'fonts blocked' : 'fonts', width, trace.filter((v, i, a) => v !== a[i - 1]).join(' '));
  await ctx.close();
}
await browser.close();
