// A page's no-script floor: a copy of the built site whose pages keep their HTML and CSS but lose
// every script and script preload, so the bench can hold each page's main thread to what its
// markup and styles alone cost.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';

/** The HTML without its `<script>` elements and `<link rel="modulepreload">` tags. */
export function withoutScripts(html: string): string {
  const cuts: [number, number][] = [];
  let scriptStart = -1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') scriptStart = parser.startIndex;
        const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'link' && rel.includes('modulepreload')) {
          cuts.push([parser.startIndex, parser.endIndex + 1]);
        }
      },
      onclosetag(name) {
        if (name === 'script' && scriptStart >= 0) {
          cuts.push([scriptStart, parser.endIndex + 1]);
          scriptStart = -1;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  let out = '';
  let from = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    out += html.slice(from, start);
    from = end;
  }
  return out + html.slice(from);
}

/** Copies `dist` to `to` with every page's scripts removed. */
export function writeFloor(dist: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(dist, to, { recursive: true });
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')));
      }
    }
  };
  walk(to);
}
