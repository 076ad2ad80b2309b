// @vitest-environment node
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { dump } from 'js-yaml';

/**
 * A marketer's typo in a content file must stop the build with the file and the field named.
 * The project is copied aside, one field renamed in the home page's words, and Astro's content
 * sync (the step of every build that checks the collections) run on the copy.
 */
describe('a mistake in a content file', () => {
  let copy = '';
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'content-error-'));
    for (const part of ['src', 'scripts', 'astro.config.ts', 'package.json', 'tsconfig.json']) {
      cpSync(part, join(copy, part), { recursive: true });
    }
    symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  /** Astro's content sync of the copy, run from the folder given (the copy's own by default). */
  const sync = (cwd = copy) =>
    spawnSync('astro', ['sync', '--root', copy], {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
      },
    });

  /** What Astro's content sync said, having checked that it failed. */
  function failedSync(): string {
    const run = sync();
    const said = `${run.stdout}${run.stderr}`;
    expect(run.status, said).not.toBe(0);
    return said;
  }

  it('finds the pictures a page names from the project, whatever folder the build starts in', () => {
    // The home page's file changed, so its pictures are checked again, not taken from the cache.
    const file = join(copy, 'src/content/campaigns/index.yaml');
    const words = readFileSync(file, 'utf8');
    writeFileSync(file, `${words}# checked from another folder\n`);
    try {
      const run = sync(tmpdir());
      expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    } finally {
      writeFileSync(file, words);
    }
  }, 60_000);

  /** Writes campaign pages into the copy, returns what the failed sync said, and removes them. */
  function campaignSync(pages: Record<string, object>): string {
    const written = Object.entries(pages).map(([address, page]) => {
      const file = join(copy, 'src/content/campaigns', `${address}.yaml`);
      writeFileSync(file, dump(page));
      return file;
    });
    try {
      return failedSync();
    } finally {
      for (const file of written) rmSync(file);
    }
  }

  it('stops the build naming the file and the field', () => {
    const file = join(copy, 'src/content/pages/not-found.yaml');
    const words = readFileSync(file, 'utf8');
    expect(words).toContain('\nheading: ');
    writeFileSync(file, words.replace('\nheading: ', '\nheadng: '));
    const said = failedSync();
    writeFileSync(file, words);
    expect(said).toContain('src/content/pages/not-found.yaml');
    expect(said).toMatch(/heading\b.*Required/);
    expect(said).toContain('Unrecognized key: "headng"');
  }, 60_000);

  const meta = { title: 'Dentists', description: 'Booked calls for dental practices.' };
  const hero = { discriminant: 'hero', value: { headlineLead: 'More patients' } };
  const calendar = {
    discriminant: 'calendar',
    value: { heading: 'Pick a time', calendar: { title: 'Calendar', fallbackLabel: 'Open it' } },
  };

  it('stops at a campaign page’s section of no known kind, or missing its data, naming each', () => {
    const said = campaignSync({
      dentists: {
        meta,
        sections: [
          hero,
          { discriminant: 'slider', value: {} },
          { discriminant: 'calendar', value: { heading: 'Book' } },
        ],
      },
    });
    expect(said).toContain('src/content/campaigns/dentists.yaml');
    expect(said).toMatch(
      /sections\.1\.discriminant\b.*section 2: 'slider' is not a kind of section/,
    );
    expect(said).toMatch(/sections\.2\.value\.calendar\b.*section 3 \(Booking calendar\)/);
  }, 60_000);

  it('stops at two sections with one anchor, and at a jump to an anchor not on the page', () => {
    const said = campaignSync({
      dentists: {
        meta,
        sections: [
          { ...hero, value: { ...hero.value, anchor: 'book-call' } },
          calendar,
          { discriminant: 'band', value: { title: 'Ready?', buttonTarget: '#pricing' } },
        ],
      },
    });
    expect(said).toContain('src/content/campaigns/dentists.yaml');
    expect(said).toMatch(/sections\.1\.value\.anchor\b.*the anchor 'book-call' is section 1's too/);
    const jump = campaignSync({
      dentists: {
        meta,
        sections: [
          hero,
          calendar,
          { discriminant: 'band', value: { title: 'Ready?', buttonTarget: '#pricing' } },
        ],
      },
    });
    expect(jump).toMatch(/sections\.2\.value\.buttonTarget\b.*'#pricing' is no part of this page/);
  }, 90_000);

  it('stops at a campaign page whose address is already a page, a guide or a redirect', () => {
    const page = { meta, sections: [hero] };
    const said = campaignSync({ guides: page, 'get-out-of-spam': page });
    expect(said).toContain(
      'src/content/campaigns/guides.yaml: the address /guides is already src/pages/guides/index.astro',
    );
    expect(said).toContain(
      'src/content/campaigns/get-out-of-spam.yaml: the address /get-out-of-spam is already the redirect from /get-out-of-spam',
    );
    mkdirSync(join(copy, 'src/content/campaigns/guides'), { recursive: true });
    const guide = campaignSync({ 'guides/get-out-of-spam': page });
    expect(guide).toContain(
      'the address /guides/get-out-of-spam is already src/content/guides/get-out-of-spam.mdx',
    );
  }, 90_000);

  it('stops at an experiment whose shares do not add up, or whose version is no page', () => {
    const dir = join(copy, 'src/content/experiments');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'home-headline.yaml');
    writeFileSync(
      file,
      dump({
        page: 'index',
        running: true,
        pageShare: 60,
        variants: [{ name: 'shorter', page: 'home-shorter', share: 50 }],
      }),
    );
    try {
      const said = failedSync();
      expect(said).toContain(
        "src/content/experiments/home-headline.yaml: variants[0].page: 'home-shorter' is no campaign page (src/content/campaigns/home-shorter.yaml)",
      );
      expect(said).toContain(
        "src/content/experiments/home-headline.yaml: variants: the shares add up to 110 %, not 100 % (the page's own included)",
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  }, 90_000);
});
