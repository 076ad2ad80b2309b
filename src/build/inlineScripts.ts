import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** What the Content-Security-Policy needs to know about one built page. */
export interface PageScripts {
  /** A `'sha256-...'` source for each inline script the browser would run, once each. */
  hashes: string[];
  /** Markup no hash can allow: inline event handlers and javascript: URLs, quoted. */
  problems: string[];
  /** What the page plays: each `<audio>`, `<video>`, `<source>` and `<track>` address. */
  media: string[];
}

const MEDIA_TAGS = new Set(['audio', 'video', 'source', 'track']);

/**
 * The `type` values a browser runs (or reads as code: import maps, speculation rules). Any other
 * type, such as application/ld+json, is a data block that never runs and needs no hash.
 */
const RUNNABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Attributes whose value the browser follows as an address. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'cite',
  'background',
]);

/** The `'sha256-...'` source that allows exactly this script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function quote(tag: string): string {
  return tag.length > 90 ? `${tag.slice(0, 87)}...` : tag;
}

/** A URL as the browser parses it: no spaces or control characters (tabs, newlines) in it. */
function asUrlParserReads(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
}

/** An attribute named `on` and letters (the parser gives names in lower case): `onclick`. */
function isEventHandler(name: string): boolean {
  const rest = [...name.slice(2)];
  return (
    name.startsWith('on') && rest.length > 0 && rest.every((char) => char >= 'a' && char <= 'z')
  );
}

/** Problems a strict script policy cannot allow in one element's attributes. */
function attributeProblems(tag: string, attributes: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (isEventHandler(name)) {
      problems.push(`inline event handler ${name}= in ${quote(tag)}`);
    } else if (
      URL_ATTRIBUTES.has(name) &&
      asUrlParserReads(value).toLowerCase().startsWith('javascript:')
    ) {
      problems.push(`javascript: URL in ${quote(tag)}`);
    }
  }
  return problems;
}

/**
 * Reads one built page: the hash of every inline script a browser would run (classic and module
 * scripts, import maps; not JSON-LD or other data blocks, not scripts with a `src`), and what no
 * hash can allow. Markup inside `<template>` counts too: an island puts it on the page later.
 */
export function scanPage(html: string): PageScripts {
  const hashes = new Set<string>();
  const problems: string[] = [];
  const media = new Set<string>();
  // The script being read: its text arrives in one or more pieces; null when none is.
  let script: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes, isImplied) {
      if (isImplied) return;
      problems.push(
        ...attributeProblems(html.slice(parser.startIndex, parser.endIndex + 1), attributes),
      );
      if (MEDIA_TAGS.has(name) && attributes.src) media.add(attributes.src);
      const type = (attributes.type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const runs = name === 'script' && !('src' in attributes) && RUNNABLE_TYPES.has(type);
      script = runs ? '' : null;
    },
    ontext(text) {
      if (script !== null) script += text;
    },
    onclosetag(name) {
      if (name === 'script' && script !== null) hashes.add(scriptHash(script));
      script = null;
    },
  });
  parser.parseComplete(html);
  return { hashes: [...hashes], problems, media: [...media] };
}
