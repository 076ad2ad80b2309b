// Full-page PNGs of every route at 390 px and 1280 px into screenshots/ (git-ignored).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './find-browser.ts';
import { builtRoutes, ports } from './site-map.ts';

const port = ports.screenshots;
const routes = builtRoutes();
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const server = spawn(process.execPath, ['scripts/serve.ts'], {
  env: { ...process.env, PORT: String(port) },
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const executablePath = findChromium();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: chromiumArgs,
});
mkdirSync('screenshots', { recursive: true });
try {
  for (const route of only.length ? only : routes) {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
      await page.route(/^(?!http:\/\/localhost)/, (r) => r.abort());
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      // Scroll through so lazy sections hydrate and reveal before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 80));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForTimeout(2500);
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      await page.screenshot({
        path: `screenshots/${name}-${width}.png`,
        fullPage: true,
      });
      await page.close();
      console.log(`screenshots/${name}-${width}.png`);
    }
  }
} finally {
  await browser.close();
  server.kill();
}
