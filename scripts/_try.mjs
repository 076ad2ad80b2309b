import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { splitPageCss, findFirstScreen } from '../src/lib/criticalCss.ts';
for (const p of process.argv.slice(2)) {
  const html = await readFile(`dist/${p}.html`, 'utf8');
  const out = await splitPageCss(html, { distDir: 'dist', readCss: (href) => readFile(`dist${href}`, 'utf8') });
  const s = findFirstScreen(out);
  const style = /<style>([\s\S]*?)<\/style>/.exec(out)[1];
  const linkAt = out.indexOf('<link rel="stylesheet"');
  console.log(p, 'html gz', gzipSync(html).length, '->', gzipSync(out).length, 'critical raw', style.length, 'gz', gzipSync(style).length, 'first screen gz', gzipSync(out.slice(0, linkAt)).length);
  await writeFile(`/tmp/split-${p.replaceAll('/','_')}.html`, out);
}
