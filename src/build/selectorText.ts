import type { AttributeAction, Selector } from 'css-what';

/**
 * A selector list read by css-what, written back as CSS that css-what reads the same way. Not
 * css-what's own `stringify`: it leaves a `/` or a leading digit of a class name unescaped, so
 * `.bg-ink-950\/80` came back as `.bg-ink-950/80`, which names another class or none.
 */
export function writeSelector(list: Selector[][]): string {
  return list.map((sequence) => sequence.map(writeToken).join('').trim()).join(', ');
}

const COMBINATORS: Record<string, string> = {
  child: ' > ',
  parent: ' < ',
  sibling: ' ~ ',
  adjacent: ' + ',
  descendant: ' ',
  'column-combinator': ' || ',
};

const OPERATORS: Record<AttributeAction, string> = {
  any: '*=',
  element: '~=',
  end: '$=',
  equals: '=',
  exists: '',
  hyphen: '|=',
  not: '!=',
  start: '^=',
};

function writeToken(token: Selector): string {
  switch (token.type) {
    case 'tag':
      return `${namespace(token.namespace)}${escapeIdent(token.name)}`;
    case 'universal':
      return `${namespace(token.namespace)}*`;
    case 'pseudo-element':
      return `::${escapeIdent(token.name)}${token.data === null ? '' : `(${token.data})`}`;
    case 'pseudo': {
      const { data } = token;
      const argument = data === null ? '' : `(${Array.isArray(data) ? writeSelector(data) : data})`;
      return `:${escapeIdent(token.name)}${argument}`;
    }
    case 'attribute': {
      const quirks = token.ignoreCase === 'quirks' && token.namespace === null;
      if (quirks && token.name === 'class' && token.action === 'element') {
        return `.${escapeIdent(token.value)}`;
      }
      if (quirks && token.name === 'id' && token.action === 'equals') {
        return `#${escapeIdent(token.value)}`;
      }
      const name = `${namespace(token.namespace)}${escapeIdent(token.name)}`;
      if (token.action === 'exists') return `[${name}]`;
      const flag = token.ignoreCase === true ? ' i' : token.ignoreCase === false ? ' s' : '';
      return `[${name}${OPERATORS[token.action]}${quoteString(token.value)}${flag}]`;
    }
    default:
      return COMBINATORS[token.type] ?? '';
  }
}

const namespace = (name: string | null) => (name === null ? '' : `${escapeIdent(name)}|`);

/** A code point as a CSS hex escape, with the space that ends it. */
const hexEscape = (code: number) => `\\${code.toString(16)} `;

/** An identifier escaped as CSSOM's `CSS.escape()` does it. */
export function escapeIdent(name: string): string {
  const chars = [...name];
  if (chars.length === 1 && chars[0] === '-') return '\\-';
  return chars
    .map((char, index) => {
      const code = char.codePointAt(0) ?? 0;
      const digit = code >= 0x30 && code <= 0x39;
      if (code === 0) return '\uFFFD';
      if ((code >= 0x01 && code <= 0x1f) || code === 0x7f) return hexEscape(code);
      if (digit && (index === 0 || (index === 1 && chars[0] === '-'))) return hexEscape(code);
      const plain =
        code >= 0x80 ||
        char === '-' ||
        char === '_' ||
        digit ||
        (code >= 0x41 && code <= 0x5a) ||
        (code >= 0x61 && code <= 0x7a);
      return plain ? char : `\\${char}`;
    })
    .join('');
}

/** A string in double quotes, its quotes, backslashes and line ends escaped. */
function quoteString(value: string): string {
  const body = [...value]
    .map((char) => {
      if (char === '"' || char === '\\') return `\\${char}`;
      const code = char.codePointAt(0) ?? 0;
      return code < 0x20 || code === 0x7f ? hexEscape(code) : char;
    })
    .join('');
  return `"${body}"`;
}
