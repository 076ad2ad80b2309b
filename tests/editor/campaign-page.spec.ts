/**
 * The marketer launches a campaign page alone, in a copy of the repository: in the editor's
 * 'Campaign pages' they create one of four sections (an opening, figures, questions, the
 * calendar), are refused an empty headline, preview it on the local site, and save; one build of
 * the copy then serves it through the CDN's runtime, where a visitor from an ad reads it. Last, the
 * managed-service-provider page is duplicated for law firms with its own eyebrow, in one step,
 * and the copy tested against the page in an experiment made in the editor's 'Experiments'.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { load } from 'js-yaml';
import { violations } from '../e2e/axe';
import {
  assertPortFree,
  copyRepository,
  run,
  startEditor,
  startSite,
  stop,
  waitFor,
} from './editorCopy';

const port = Number(process.env.CAMPAIGN_EDITOR_PORT ?? 6450);
const editorUrl = `http://127.0.0.1:${port}/keystatic`;
const address = 'dental-practices';
const file = `src/content/campaigns/${address}.yaml`;

type PageFile = {
  sections: { discriminant: string; value: Record<string, Record<string, unknown>> }[];
};

let copy = '';
const read = (path: string) => readFileSync(join(copy, path), 'utf8');
let editor: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await assertPortFree(port);
  copy = copyRepository();
  editor = startEditor(copy, port);
  await waitFor(editorUrl);
});

test.afterAll(() => {
  stop(editor);
  if (copy && !process.env.EDITOR_KEEP_COPY) rmSync(copy, { recursive: true, force: true });
});

/** A field by its label, which ends in '*' when required. */
function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Adds a section of one kind from the 'Add' menu and fills its form in the dialog it opens. */
async function addSection(page: Page, kind: string, fill: (dialog: Locator) => Promise<void>) {
  await page
    .getByRole('group', { name: /^Sections/ })
    .getByRole('button', { name: 'Add' })
    .click();
  await page.getByRole('menuitem', { name: kind }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${kind}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

/** Adds one item to a list inside a section's form, in the dialog the list opens. */
async function addItem(page: Page, list: Locator, values: Record<string, string>) {
  await list.getByRole('button', { name: 'Add' }).click();
  const item = page.getByRole('dialog', { name: 'Add item' });
  for (const [label, value] of Object.entries(values)) await field(item, label).fill(value);
  await item.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(item).toBeHidden();
}

test('a page of four sections is created in the editor, previewed, and saved as its file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${editorUrl}/collection/campaigns/create`);
  await expect(page.getByRole('button', { name: 'Create' })).toBeVisible({ timeout: 90_000 });
  await page.waitForLoadState('networkidle');

  await field(page, 'Address').fill(address);
  await field(page, 'Page title').fill('Booked Calls for Dental Practices');
  await field(page, 'Search description').fill(
    'New patients who book themselves: a growth system for dental practices, built and run for you.',
  );
  await addSection(page, 'Opening (headline and button)', async (dialog) => {
    // A section missing what it needs is refused, naming the field.
    await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
    await expect(dialog.getByText('Headline must not be empty')).toBeVisible();
    await field(dialog, 'Headline').fill('New patients who book themselves');
    await field(dialog, 'Button words').fill('See the calendar');
    await field(dialog, 'Button goes to').fill('#book-call');
  });
  await addSection(page, 'Figures (counting up)', async (dialog) => {
    await addItem(page, dialog.getByRole('group', { name: /^Figures/ }), {
      Number: '38',
      'After the number': '+',
      'What it counts': 'New patients a month',
    });
  });
  await addSection(page, 'Questions and answers', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^Heading/ }).fill('Before you book');
    await addItem(page, dialog.getByRole('group', { name: /^Questions/ }), {
      Question: 'How soon do new patients book?',
      Answer: 'Most practices see their first booked appointments within three weeks.',
    });
  });
  await addSection(page, 'Booking calendar', async (dialog) => {
    await field(dialog, 'Heading').fill('Pick a time that suits you');
    await field(dialog, 'Calendar name (for screen readers)').fill('Strategy call calendar');
    await field(dialog, 'Link to the booking page (when the calendar cannot load)').fill(
      'Open the booking page',
    );
  });
  // The list reads as the page does, top to bottom, each by its kind and heading.
  await expect(page.getByRole('grid', { name: 'Sections' }).getByRole('row')).toHaveText([
    /^Opening \(headline and button\): New patients who book themselves/,
    /^Figures \(counting up\)/,
    /^Questions and answers: Before you book/,
    /^Booking calendar: Pick a time that suits you/,
  ]);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => {
      try {
        return (load(readFileSync(join(copy, file), 'utf8')) as { sections?: unknown[] }).sections
          ?.length;
      } catch {
        return 0;
      }
    })
    .toBe(4);
  const saved = load(readFileSync(join(copy, file), 'utf8')) as {
    sections: { discriminant: string }[];
  };
  expect(saved.sections.map((section) => section.discriminant)).toEqual([
    'hero',
    'figures',
    'questions',
    'calendar',
  ]);

  // Preview opens the page on the local site beside the editor, as it stands in the file.
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe(`/${address}`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'New patients who book themselves',
  );
  await preview.close();

  // Duplicating a page is one step: the managed-service-provider page, for law firms, with its
  // own promise; every other part comes with it.
  await page.goto(`${editorUrl}/collection/campaigns/item/msp-liasonai`);
  await page.getByRole('button', { name: 'Duplicate entry…' }).click();
  await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
  await field(page, 'Address').fill('law-firms');
  await field(page, 'Page title').fill('10 Booked Calls in 60 Days for Law Firms');
  // A picture of its own for shared links, in place of the card drawn from the title.
  const sharp = (await import('sharp')).default;
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#1e3a8a' },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel(/^Picture for shared links/)
    .setInputFiles({ name: 'Law Office.png', mimeType: 'image/png', buffer: photo });
  await field(page, 'What the picture shows').fill('A law firm’s front desk');
  await page
    .getByRole('grid', { name: 'Sections' })
    .getByText(/^Opening with a video/)
    .click();
  const opening = page.getByRole('dialog');
  await field(opening, 'Small line above the headline').fill('For law firms');
  await opening.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible({ timeout: 30_000 });
  const original = load(read('src/content/campaigns/msp-liasonai.yaml')) as PageFile;
  await expect
    .poll(() => {
      try {
        return (load(read('src/content/campaigns/law-firms.yaml')) as PageFile).sections;
      } catch {
        return undefined;
      }
    })
    .toEqual(
      original.sections.map((section, index) =>
        index === 0
          ? {
              ...section,
              value: {
                ...section.value,
                hero: { ...section.value.hero, eyebrow: 'For law firms' },
              },
            }
          : section,
      ),
    );
  // The picture is kept in the page's own folder; the file names it by its path.
  const { meta } = load(read('src/content/campaigns/law-firms.yaml')) as {
    meta: Record<string, string>;
  };
  expect([meta.image, meta.imageAlt]).toEqual([
    expect.stringMatching(/^\/src\/assets\/campaigns\/law-firms\/law-office-[0-9a-f]{8}\.png$/),
    'A law firm’s front desk',
  ]);
});

test('the law-firms copy is tested against the page it came from, defined in the editor', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${editorUrl}/collection/experiments/create`);
  await expect(page.getByRole('button', { name: 'Create' })).toBeVisible({ timeout: 90_000 });
  await field(page, 'Name').fill('law-firm-offer');
  const choose = async (scope: Page | Locator, label: string, value: string) => {
    await scope.getByRole('combobox', { name: label }).fill(value);
    await page.getByRole('option', { name: value, exact: true }).click();
  };
  await choose(page, 'Page tested', 'msp-liasonai');
  await page.getByRole('checkbox', { name: 'Running' }).check();
  await page
    .getByRole('group', { name: /^Versions/ })
    .getByRole('button', { name: 'Add' })
    .click();
  const version = page.getByRole('dialog', { name: 'Add item' });
  await field(version, 'Name').fill('law-firms');
  await choose(version, 'Its page', 'law-firms');
  await version.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(version).toBeHidden();
  await page.getByRole('button', { name: 'Create' }).click();
  const saved = 'src/content/experiments/law-firm-offer.yaml';
  await expect
    .poll(() => {
      try {
        return load(read(saved));
      } catch {
        return undefined;
      }
    })
    .toEqual({
      page: 'msp-liasonai',
      running: true,
      pageShare: 50,
      variants: [{ name: 'law-firms', page: 'law-firms', share: 50, servedToEveryone: false }],
    });
});

test('built, the page answers through the CDN’s runtime for a visitor from an ad', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  run(copy, 'astro', ['build']);
  const sitePort = port + 20;
  const site = startSite(copy, sitePort);
  try {
    const origin = `http://localhost:${sitePort}`;
    await waitFor(origin);
    const sitemap = await (await fetch(`${origin}/sitemap-0.xml`)).text();
    expect(sitemap).toContain(`/${address}</loc>`);
    // The law-firms copy is a version of the MSP page now: for no search engine, and served at
    // the MSP page's own address to a visitor drawn into it.
    expect(sitemap).not.toContain('/law-firms</loc>');
    const lawFirms = await (await fetch(`${origin}/law-firms`)).text();
    expect(lawFirms).toContain('For law firms');
    expect(lawFirms).toContain('<meta name="robots" content="noindex">');
    expect(lawFirms).toContain(
      '<link rel="canonical" href="https://www.example.com/msp-liasonai">',
    );
    const inVersion = await fetch(`${origin}/msp-liasonai`, {
      headers: { Cookie: 'experiments=law-firm-offer:law-firms' },
    });
    expect(await inVersion.text()).toContain('For law firms');
    const plain = await (await fetch(`${origin}/msp-liasonai`)).text();
    expect(plain).not.toContain('For law firms');
    expect(lawFirms).toContain('<title>10 Booked Calls in 60 Days for Law Firms');
    // Its own sharing picture, cut to the card's size, in place of the drawn card.
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(lawFirms)?.[1];
    expect(meta('og:image:alt')).toBe('A law firm’s front desk');
    const card = new URL(meta('og:image') ?? '').pathname;
    expect(card).toMatch(/^\/_astro\/law-office-.*\.png$/);
    const sharp = (await import('sharp')).default;
    const drawn = await sharp(
      Buffer.from(await (await fetch(`${origin}${card}`)).arrayBuffer()),
    ).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['png', 1200, 630]);
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${origin}/${address}?utm_source=ads&utm_campaign=dentists`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'New patients who book themselves',
      );
      await expect(page).toHaveTitle(/^Booked Calls for Dental Practices \| /);
      // The opening's button glides to the calendar the page holds.
      await page.getByRole('link', { name: 'See the calendar' }).click();
      await expect(
        page.getByRole('region', { name: 'Pick a time that suits you' }),
      ).toBeInViewport();
      // The calendar's stand-in link (third parties are unreachable here) keeps the campaign.
      const booking = page.getByRole('link', { name: /^Open the booking page/ });
      await expect(booking).toHaveAttribute('href', /utm_source=ads&utm_campaign=dentists/);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent).join(''));
      expect(jsonLd).toContain('"FAQPage"');
      expect(jsonLd).toContain('How soon do new patients book?');
      expect(await violations(page), `axe at ${width} px`).toEqual([]);
      await page.close();
    }
  } finally {
    stop(site);
  }
});
