import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
const f = process.argv[2];
const doc = parseDocument(readFileSync(f, 'utf8'));
const html = readFileSync(f,'utf8');
function walk(n, depth, max) {
  for (const c of n.children ?? []) {
    if (c.type !== 'tag' && c.type!=='script' && c.type!=='style') continue;
    const a = c.attribs ?? {};
    console.log('  '.repeat(depth) + c.name + (a.id ? '#' + a.id : '') + (a.class ? '.' + a.class.split(' ').slice(0,3).join('.') : '') + ` [${c.startIndex}-${c.endIndex}]`);
    if (depth < max) walk(c, depth + 1, max);
  }
}
const body = doc.children.find(c=>c.name==='html').children.find(c=>c.name==='body');
walk(body, 0, Number(process.argv[3]??2));
