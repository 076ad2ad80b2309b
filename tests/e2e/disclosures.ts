/** Native disclosures (`<details name>`), as the accordion specs find and read them. */
import type { Locator, Page } from '@playwright/test';

/**
 * The summary (the control) of a disclosure, by its words. Chromium exposes a summary as a
 * button, but Playwright's role queries leave `<summary>` out, so tests find it by text and check
 * its accessible name with `toHaveAccessibleName`.
 */
export const summary = (scope: Page | Locator, text: string | RegExp) =>
  scope.locator('summary').filter({ hasText: text });

/** Whether the disclosure of this summary is open. */
export const isOpen = (control: Locator) =>
  control.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

/** Which disclosures of a section are open, in order. */
export const openStates = (page: Page, selector: string) =>
  page
    .locator(`${selector} details`)
    .evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));

/** A disclosure as a screen reader gets it from Chromium: its name and its expanded state. */
export interface Exposed {
  name: string;
  expanded: boolean;
}

/** The page's disclosures in Chromium's accessibility tree, in page order. */
export async function exposedDisclosures(page: Page): Promise<Exposed[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && String(node.role?.value).startsWith('DisclosureTriangle'))
    .map((node) => ({
      name: String(node.name?.value ?? ''),
      expanded: node.properties?.find((p) => p.name === 'expanded')?.value.value === true,
    }));
}
