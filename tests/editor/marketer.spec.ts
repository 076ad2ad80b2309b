/**
 * The marketer's day in the editor, in a copy of the repository: change an answer, try to save an
 * empty field, write a new guide and give it a short address, change the contact address in the
 * site settings, upload a photo; then one build of the copy shows every change on the public
 * pages, with no byte of the editor in them, and the CDN's runtime answers the new redirect.
 * Last, the editor's own deployment is built in the same copy and started as a Worker.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { load } from 'js-yaml';
import { builtRoutes } from '../../scripts/site-map.ts';
import { editorPages } from '../../src/editor/pages';
import {
  assertPortFree,
  copyRepository,
  run,
  startEditor,
  startSite,
  startWorker,
  stop,
  waitFor,
} from './editorCopy';
import { entriesIn } from './roundTrip';

const port = Number(process.env.EDITOR_PORT ?? 6400);
const editorUrl = `http://127.0.0.1:${port}/keystatic`;
const home = 'src/content/campaigns/index.yaml';

let copy = '';
let server: ChildProcess | undefined;
const read = (path: string) => readFileSync(join(copy, path), 'utf8');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await assertPortFree(port);
  copy = copyRepository();
  server = startEditor(copy, port);
  await waitFor(editorUrl);
});

test.afterAll(() => {
  stop(server);
  if (copy && !process.env.EDITOR_KEEP_COPY) rmSync(copy, { recursive: true, force: true });
});

/** Opens a form and waits for the editor's UI (the first visit waits for its bundle). */
async function open(page: Page, path: string) {
  await page.goto(`${editorUrl}${path}`);
  await expect(page.getByRole('button', { name: /^(Save|Create)$/ })).toBeVisible({
    timeout: 90_000,
  });
  await page.waitForLoadState('networkidle');
}

/** Opens the home page's form and, in a dialog, the section whose row in its list reads `row`. */
async function openSection(page: Page, row: RegExp): Promise<Locator> {
  await open(page, '/collection/campaigns/item/index');
  await page.getByRole('grid', { name: 'Sections' }).getByText(row).click();
  return page.getByRole('dialog').first();
}

/** A field by its label, which ends in '*' when required. */
function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Saving writes the file: wait for it to change. */
async function waitForFile(path: string, before: string) {
  // Written in place: wait until it differs and two reads a moment apart agree.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = read(path);
        const settled = now === last && now !== '' && now !== before;
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return settled;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

test('the home page’s first answer is edited and saved offline: that line changes, nothing else', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The editor works offline: it asks nothing of any other host (its UI once asked a font CDN).
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!/^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(request.url()))
      outside.push(request.url());
  });
  const before = read(home);
  const section = await openSection(page, /^Who we work with/);
  await section.getByText('How quickly will we see results?').click();
  const question = page.getByRole('dialog').last();
  await field(question, 'Answer').fill(
    'Within 30 days, most of our clients see more booked calls.',
  );
  await question.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await section.getByRole('button', { name: 'Done' }).click();
  // The editor stays where it is once saved: the dev server does not reload it.
  await page.evaluate(() => Object.assign(window, { beforeSave: true }));
  await save(page);
  await waitForFile(home, before);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => 'beforeSave' in window), 'the editor reloaded').toBe(true);
  const expected = before.replace(
    /( {8}- question: How quickly will we see results\?\n {10}answer: )>-\n(?: {12}.*\n)+/,
    '$1Within 30 days, most of our clients see more booked calls.\n',
  );
  expect(expected).not.toBe(before);
  expect(read(home)).toBe(expected);
  expect(outside).toEqual([]);
});

test('an emptied required field is refused in the form, and the file is untouched', async ({
  page,
}) => {
  const before = read(home);
  const opening = await openSection(page, /^Opening with particles/);
  await field(opening, 'Badge above the headline').fill('');
  await opening.getByRole('button', { name: 'Done' }).click();
  await expect(opening.getByText('Badge above the headline must not be empty')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(read(home)).toBe(before);
});

const guide = 'win-back-old-leads';

test('a new guide is written: its words, contents, a callout and a question', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/collection/guides/create');
  // The guide's body: typed as a writer would, Markdown shortcuts included.
  const body = page.locator('.ProseMirror');
  await body.click();
  for (const line of [
    '## Why it matters',
    'Old leads already know you.',
    '## Questions',
    'What founders ask us.',
  ]) {
    await body.pressSequentially(line, { delay: 30 });
    await page.keyboard.press('Enter');
  }
  // Blocks come from the '/' menu, as the editor's placeholder says.
  for (const [command, item] of [
    ['/Questions', /^Questions \(FAQ\)/],
    ['/Callout', /^Callout/],
  ] as const) {
    await page.keyboard.type(command, { delay: 50 });
    await expect(
      page
        .getByRole('option', { name: item })
        .or(page.getByRole('menuitem', { name: item }))
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    // An inserted block is selected: Enter opens a paragraph after it.
    if (command === '/Questions') await page.keyboard.press('Enter');
  }
  await page.keyboard.type('Send one e-mail to ten old leads today.');
  await page.getByRole('button', { name: 'Edit' }).last().click();
  const props = page.getByRole('dialog');
  await field(props, 'Title (in bold)').fill('Start small');
  await props.getByRole('button', { name: 'Done' }).click();
  await field(page, 'Address').fill(guide);
  await field(page, 'Title').fill('Win Back Old Leads');
  await field(page, 'Summary').fill(
    'How to turn the leads that went quiet into booked calls again.',
  );
  await field(page, 'Topic').fill('Lead nurture');
  await field(page, 'Opening paragraph').fill(
    'Your old leads already know you. Here is how to wake them up.',
  );
  await field(page, 'Published on').fill('2026-11-25');
  await field(page, "The guide's address").fill(`/guides/${guide}`);
  await page
    .getByRole('group', { name: /^Contents/ })
    .getByRole('button', { name: 'Add' })
    .click();
  const entry = page.getByRole('dialog');
  await field(entry, 'Heading id').fill('why-it-matters');
  await field(entry, 'Words in the contents').fill('Why it matters');
  await entry.getByRole('button', { name: 'Add' }).click();
  await field(page, 'Place on the guides page').fill('3');
  // The questions the Questions block shows: a part of the same form.
  await page.getByRole('switch', { name: /^Questions/ }).click();
  await page.getByRole('button', { name: /^Add to Questions/ }).click();
  await field(page, 'Question').fill('Is it too late to call a lead from last year?');
  await field(page, 'Answer').fill('No: a short, personal note still gets replies.');

  await page.getByRole('button', { name: 'Create' }).click();
  const file = `src/content/guides/${guide}.mdx`;
  await expect.poll(() => existsSync(join(copy, file)), { timeout: 15_000 }).toBe(true);
  // The file appears empty and is then written: read it once it has settled.
  await waitForFile(file, '');
  const mdx = read(file);
  expect(mdx).toContain('<Faq />');
  expect(mdx).toMatch(
    /<Callout tone="info" title="Start small">\s+Send one e-mail to ten old leads today\.\s+<\/Callout>/,
  );
  expect(mdx).toContain(
    "\nfaqs:\n  - question: Is it too late to call a lead from last year?\n    answer: 'No: a short, personal note still gets replies.'\n---\n",
  );
});

let uploaded = '';

test('a short address for the new guide is added in the Redirects form', async ({ page }) => {
  const redirects = 'src/content/redirects.yaml';
  const before = read(redirects);
  await open(page, '/singleton/redirects');
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Old address').fill('/win-back');
  await field(dialog, 'New address').fill(`/guides/${guide}`);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`/win-back → /guides/${guide}`)).toBeVisible();
  await save(page);
  await waitForFile(redirects, before);
  expect(read(redirects)).toBe(`${before}  - from: /win-back\n    to: /guides/${guide}\n`);
});

test('the contact address is changed in Site settings: that value changes, nothing else', async ({
  page,
}) => {
  const settings = 'src/content/settings.json';
  const before = read(settings);
  await open(page, '/singleton/settings');
  await field(page, 'Contact e-mail').fill('not an address');
  await save(page);
  await expect(page.getByText('Contact e-mail must be')).toBeVisible();
  expect(read(settings)).toBe(before);
  await field(page, 'Contact e-mail').fill('bookings@agency.test');
  await save(page);
  await waitForFile(settings, before);
  expect(read(settings)).toBe(
    before.replace('"email": "hello@example.com"', '"email": "bookings@agency.test"'),
  );
});

test('each form’s Preview opens the page it edits on the local site', async ({ page }) => {
  const routes = builtRoutes();
  for (const form of editorPages) expect(routes, form.key).toContain(form.preview);
  await open(page, '/collection/campaigns/item/talktoundeniable');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe('/talktoundeniable');
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('Your growth isn');
  await preview.close();
  // A guide's, the one just written included, and a coming-soon page's: its file's place.
  await open(page, `/collection/guides/item/${guide}`);
  expect(await page.getByRole('button', { name: 'Preview' }).getAttribute('href')).toBe(
    `/guides/${guide}`,
  );
  for (const { slug } of entriesIn('src/content/coming-soon')) expect(routes).toContain(`/${slug}`);
  await page.goto(`${editorUrl}/collection/comingSoon`);
  await page.getByText('services/facebook-ads').click();
  await expect(page.getByRole('button', { name: 'Preview' })).toHaveAttribute(
    'href',
    '/services/facebook-ads',
  );
});

test('a testimonial’s photo is uploaded into the home page’s folder', async ({ page }) => {
  const before = read(home);
  const sharp = (await import('sharp')).default;
  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: '#7c3aed' },
  })
    .png()
    .toBuffer();
  const section = await openSection(page, /^Results and testimonials/);
  await section.getByText('Marcus Reyes').click();
  const dialog = page.getByRole('dialog').last();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'Marcus Portrait.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(dialog.locator('img[data-picture-preview]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await section.getByRole('button', { name: 'Done' }).click();
  await save(page);
  await waitForFile(home, before);
  const files = readdirSync(join(copy, 'src/assets/campaigns/index'));
  expect(files).toEqual([expect.stringMatching(/^marcus-portrait-[0-9a-f]{8}\.png$/)]);
  uploaded = files[0] as string;
  expect(read(home)).toBe(
    before.replace(
      'image: /src/assets/people/marcus-reyes.svg',
      `image: /src/assets/campaigns/index/${uploaded}`,
    ),
  );
  // The old picture stays: another page may use it.
  expect(existsSync(join(copy, 'src/assets/people/marcus-reyes.svg'))).toBe(true);
});

const leadForms = 'src/content/guides/facebook-lead-forms-vs-landing-pages.mdx';
let slide = '';

test('a picture for a guide’s carousel is uploaded into the guide’s folder', async ({ page }) => {
  const before = read(leadForms);
  const sharp = (await import('sharp')).default;
  const png = await sharp({
    create: { width: 160, height: 100, channels: 3, background: '#34c78f' },
  })
    .png()
    .toBuffer();
  await open(page, '/collection/guides/item/facebook-lead-forms-vs-landing-pages');
  const pictures = page.getByRole('group', { name: 'Slides' });
  await pictures.locator('input[type=file]').first().setInputFiles({
    name: 'New Lead Form.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(pictures.locator('img[data-picture-preview]').first()).toBeVisible();
  await save(page);
  await waitForFile(leadForms, before);
  const folder = 'src/assets/guides/facebook-lead-forms-vs-landing-pages';
  const files = readdirSync(join(copy, folder));
  expect(files).toEqual([expect.stringMatching(/^new-lead-form-[0-9a-f]{8}\.png$/)]);
  slide = files[0] as string;
  // That picture's path is all that changed (js-yaml folds the longer line), the text included.
  const parts = (text: string) => {
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    return {
      data: load(front) as { carousel: { images: { image: string }[] } },
      body,
    };
  };
  const expected = parts(before);
  const [first] = expected.data.carousel.images;
  if (first) first.image = `/${folder}/${slide}`;
  expect(parts(read(leadForms))).toEqual(expected);
  expect(existsSync(join(copy, 'src/assets/guides/lead-form-ad.webp'))).toBe(true);
});

test('one build of the copy shows every change, and nothing of the editor', async () => {
  test.setTimeout(240_000);
  run(copy, 'astro', ['build']);
  const dist = (path: string) => readFileSync(join(copy, 'dist', path), 'utf8');
  const index = dist('index.html');
  expect(index).toContain('Within 30 days, most of our clients see more booked calls.');
  const jsonLd = [...index.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  expect(jsonLd).toContain('"FAQPage"');
  expect(jsonLd).toContain('Within 30 days, most of our clients see more booked calls.');
  expect(index).toContain(uploaded.replace(/\.png$/, ''));
  expect(dist('guides/facebook-lead-forms-vs-landing-pages.html')).toContain(
    slide.replace(/\.png$/, ''),
  );

  const page = dist(`guides/${guide}.html`);
  expect(page).toContain('Win Back Old Leads');
  expect(page).toContain('Start small');
  expect(page).toContain('Is it too late to call a lead from last year?');
  expect(dist('guides.html')).toContain(`/guides/${guide}`);
  expect(dist('sitemap-0.xml')).toContain(`/guides/${guide}</loc>`);
  expect(dist('resources.html')).toContain('mailto:bookings@agency.test');

  const files = readdirSync(join(copy, 'dist'), {
    recursive: true,
    withFileTypes: true,
  }).filter((f) => f.isFile());
  const editorBytes = files.filter((f) =>
    /keystatic|keystar/i.test(readFileSync(join(f.parentPath, f.name), 'latin1')),
  );
  expect(editorBytes.map((f) => f.name)).toEqual([]);

  const sitePort = port + 20;
  const site = startSite(copy, sitePort);
  try {
    const origin = `http://localhost:${sitePort}`;
    await waitFor(origin);
    const answer = await fetch(`${origin}/win-back?utm_source=card`, {
      redirect: 'manual',
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([
      301,
      `/guides/${guide}?utm_source=card`,
    ]);
  } finally {
    stop(site);
  }
});

test('the editor’s own deployment builds, runs as a Worker, and logs in with GitHub', async () => {
  test.setTimeout(180_000);
  const app = { repo: 'agency/site', clientId: 'Iv1.standin-client-id' };
  run(copy, 'astro', ['build', '--config', 'astro.editor.config.ts'], {
    PUBLIC_KEYSTATIC_GITHUB_REPO: app.repo,
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'agency-editor',
    PUBLIC_PREVIEW_HOST: 'agency-site.pages.dev',
  });
  const workerPort = port + 10;
  const worker = startWorker(copy, workerPort, {
    KEYSTATIC_GITHUB_CLIENT_ID: app.clientId,
    KEYSTATIC_GITHUB_CLIENT_SECRET: 'stand-in-secret',
    KEYSTATIC_SECRET: 'stand-in-secret-of-at-least-forty-characters!',
  });
  try {
    const base = `http://127.0.0.1:${workerPort}`;
    await waitFor(`${base}/keystatic`, 90_000);
    const login = await fetch(`${base}/api/keystatic/github/login`, {
      redirect: 'manual',
    });
    expect([302, 307]).toContain(login.status);
    const to = new URL(login.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(to.searchParams.get('client_id')).toBe(app.clientId);
    expect(to.searchParams.get('redirect_uri')).toBe(`${base}/api/keystatic/github/oauth/callback`);
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.headers.get('location')).toMatch(/\/keystatic$/);
    // The deployment is the editor alone: none of the site's pages.
    expect((await fetch(`${base}/resources`)).status).toBe(404);
    // Preview: a draft's page on the CDN's preview of its branch, the live one's on the site,
    // and nothing anywhere else.
    const preview = async (branch: string, to: string) => {
      const query = new URLSearchParams({ branch, to });
      const answer = await fetch(`${base}/preview?${query}`, {
        redirect: 'manual',
      });
      return `${answer.status} ${answer.headers.get('location') ?? ''}`.trim();
    };
    expect(await preview('draft/Win back', `/guides/${guide}`)).toBe(
      `302 https://draft-win-back.agency-site.pages.dev/guides/${guide}`,
    );
    expect(await preview('main', '/resources')).toBe('302 https://www.example.com/resources');
    expect(await preview('draft/x', 'https://evil.test/')).toBe('400');
    expect(await preview('draft/x', '//evil.test')).toBe('400');
  } finally {
    stop(worker);
  }
});
