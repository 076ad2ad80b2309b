import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type WebDriver, WebElement } from 'selenium-webdriver';

/**
 * Testing Library's queries, put into the page so that elements are found as a person finds them:
 * by role and accessible name, by label, by visible text. Selenium has no role locator; these are
 * locator functions, which its own `findElements` (of the driver or of an element) and `until`
 * take like a `By`.
 */
const testingLibrary = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
);

/** An accessible name, label or text: exact, or a pattern. */
export type Name = string | RegExp;

const encode = (name: Name | undefined) =>
  name === undefined
    ? null
    : typeof name === 'string'
      ? { text: name }
      : { source: name.source, flags: name.flags };

const queryScript = `
  const [query, within] = arguments;
  const tl = window.__webkitSuiteTL;
  if (!tl) return 'no-testing-library';
  const root = within || document.body;
  const named = (value) => value == null ? undefined : value.text !== undefined ? value.text : new RegExp(value.source, value.flags);
  if (query.role) {
    const options = { name: named(query.name) };
    if (query.level !== undefined) options.level = query.level;
    return tl.queryAllByRole(root, query.role, options);
  }
  if (query.label) return tl.queryAllByLabelText(root, named(query.label));
  return tl.queryAllByText(root, named(query.text));
`;

/** A locator for `findElements`, with what it looks for in words: 'button named Open menu'. */
export type Query = ((context: WebDriver | WebElement) => Promise<WebElement[]>) & {
  description: string;
};

function query(encoded: Record<string, unknown>, description: string): Query {
  const find = async (context: WebDriver | WebElement) => {
    const driver = context instanceof WebElement ? context.getDriver() : context;
    const within = context instanceof WebElement ? context : null;
    let found = await driver.executeScript<WebElement[] | string>(queryScript, encoded, within);
    if (found === 'no-testing-library') {
      await driver.executeScript(`${testingLibrary};window.__webkitSuiteTL = TestingLibraryDom;`);
      found = await driver.executeScript<WebElement[] | string>(queryScript, encoded, within);
    }
    return typeof found === 'string' ? [] : found;
  };
  return Object.assign(find, { description });
}

/** Elements of the role, with the accessible name (and heading level) if given. */
export const byRole = (role: string, { name, level }: { name?: Name; level?: number } = {}) =>
  query(
    { role, name: encode(name), level },
    `${role}${name === undefined ? '' : ` named ${String(name)}`}`,
  );

/** Form fields with the label. */
export const byLabel = (label: Name) =>
  query({ label: encode(label) }, `field labelled ${String(label)}`);

/** Elements whose own text is the text. */
export const byText = (text: Name) => query({ text: encode(text) }, `text ${String(text)}`);
