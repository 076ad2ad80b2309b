import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Testing Library's queries, put into each page so elements are found by role, name and text. */
export const testingLibrary = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
);

/** A role query's accessible name: exact text, or a pattern. */
export type Name = string | RegExp;

const encodeName = (name: Name | undefined) =>
  name === undefined
    ? null
    : typeof name === 'string'
      ? { text: name }
      : { source: name.source, flags: name.flags };

/** What a test asks for: a role with its name, a label, or visible text. */
export type Query =
  | { role: string; name?: Name; level?: number; expanded?: boolean }
  | { label: Name }
  | { text: Name };

export const queryScript = `
  const [query, within] = arguments;
  const tl = window.__webkitSuiteTL;
  if (!tl) return 'no-testing-library';
  const root = within || document.body;
  const named = (value) => value == null ? undefined : value.text !== undefined ? value.text : new RegExp(value.source, value.flags);
  if (query.role) {
    const options = { name: named(query.name) };
    if (query.level !== undefined) options.level = query.level;
    if (query.expanded !== undefined) options.expanded = query.expanded;
    return tl.queryAllByRole(root, query.role, options);
  }
  if (query.label) return tl.queryAllByLabelText(root, named(query.label));
  return tl.queryAllByText(root, named(query.text));
`;

/** The query in words, for failure messages: 'button named Open menu'. */
export function describeQuery(query: Query): string {
  if ('role' in query)
    return `${query.role}${query.name === undefined ? '' : ` named ${String(query.name)}`}`;
  if ('label' in query) return `field labelled ${String(query.label)}`;
  return `text ${String(query.text)}`;
}

/** The query as the page's script reads it: a pattern travels as its source and flags. */
export function encodeQuery(query: Query) {
  if ('role' in query) return { ...query, name: encodeName(query.name) };
  if ('label' in query) return { label: encodeName(query.label) };
  return { text: encodeName(query.text) };
}
