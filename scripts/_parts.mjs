import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const html = readFileSync(process.argv[2], 'utf8');
const end = html.indexOf('<link rel="stylesheet"');
const first = html.slice(0, end);
const parts = [...first.matchAll(/<(style|script)([^>]*)>([\s\S]*?)<\/\1>|<link[^>]*>|<meta[^>]*>|<svg[\s\S]*?<\/svg>/g)];
const agg = {};
for (const m of parts) {
  const key = m[1] ? `${m[1]}${(m[2].match(/type="[^"]*"/)||[''])[0]}` : m[0].startsWith('<svg') ? 'svg' : m[0].slice(0,5);
  agg[key] = (agg[key] ?? 0) + m[0].length;
}
console.log('first screen raw', first.length, 'gz', gzipSync(first).length);
console.log(agg);
let rest = first; for (const m of parts) rest = rest.replace(m[0], '');
console.log('other markup raw', rest.length, 'gz', gzipSync(rest).length);
