import type { Page } from '@playwright/test';
import { desktop, expect, hydrated, phone, test } from './fixtures';
import { type Provider, records, resetRecords, sentEvents } from './standin';

/**
 * Every step on the way to a booked call reaches every provider, with the page, the place and the
 * campaign tags, once the visitor has accepted; the booking the calendar reports is the
 * conversion, counted once and only from the calendar's own frame. Against the stand-in copy of
 * the site (tests/analytics/).
 */
const counting: Provider[] = ['plausible', 'umami', 'googleAnalytics', 'googleTagManager'];

async function accept(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
}

/**
 * Waits until `name` has reached every counting provider (or `count` events in all, for a test
 * that counts), then gives what each received. Counting events alone let one provider's two
 * stand in for another's that had not arrived yet.
 */
async function received(name: string, count = counting.length) {
  const sent = async () =>
    sentEvents((await records()).calls).filter((event) => event.name === name);
  await expect
    .poll(async () => {
      const events = await sent();
      const reached = new Set(events.map((event) => event.provider));
      return events.length >= count && counting.every((provider) => reached.has(provider));
    })
    .toBe(true);
  return sent();
}

function expectEverywhere(events: Awaited<ReturnType<typeof received>>, fields: object) {
  for (const provider of counting) {
    expect(events.find((event) => event.provider === provider)?.fields, provider).toEqual(fields);
  }
}

test.beforeEach(async () => resetRecords());

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('a booking click, a FAQ opened and the video played on the home page', async ({ page }) => {
    await accept(page, '/?utm_source=newsletter&utm_campaign=spring');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Book a Strategy Call/ })
      .first()
      .click();
    const clicks = await received('booking_click', counting.length + 1);
    const campaign = { utm_source: 'newsletter', utm_campaign: 'spring' };
    const hero = { page: '/', place: 'hero', ...campaign };
    expectEverywhere(clicks, hero);
    expect(clicks.find((event) => event.provider === 'metaPixel')?.fields).toEqual(hero);
    expect(clicks.some((event) => event.provider === 'linkedIn')).toBe(false);

    await page.locator('#faq').scrollIntoViewIfNeeded();
    const question = page.locator('#faq summary').first();
    await question.click();
    const asked = (await question.textContent())?.trim();
    expectEverywhere(await received('faq_opened'), { page: '/', place: asked, ...campaign });

    await page.getByRole('link', { name: 'Play the case study' }).click();
    expectEverywhere(await received('video_play'), {
      page: '/',
      place: 'case-studies',
      ...campaign,
    });
  });

  test('a booking in the calendar is the conversion, counted once, and the page says thanks', async ({
    page,
  }) => {
    await accept(page, '/talktoundeniable');
    const calendar = page.locator('iframe[data-booking]');
    await calendar.scrollIntoViewIfNeeded();
    expectEverywhere(await received('calendar_shown'), {
      page: '/talktoundeniable',
      place: 'book-call',
    });

    // Messages that must not count: the page's own; one from the calendar's frame but another
    // origin (the frame navigated away); one from the calendar's origin in another frame.
    const done = ['msgsndr-booking-complete', { calendarId: 'test' }];
    await page.evaluate((data) => window.postMessage(data, '*'), done);
    await calendar.evaluate((frame: HTMLIFrameElement, data) => {
      const event = new MessageEvent('message', {
        data,
        origin: 'https://forged.example',
        source: frame.contentWindow,
      });
      window.dispatchEvent(event);
    }, done);
    const src = (await calendar.getAttribute('src')) ?? '';
    await page.evaluate((url) => {
      const other = document.createElement('iframe');
      other.id = 'other-frame';
      other.title = 'Another frame';
      other.src = url;
      document.body.append(other);
    }, src);
    await page
      .frameLocator('#other-frame')
      .getByRole('button', { name: 'Confirm the call' })
      .click();
    await page.waitForTimeout(800);
    const completed = async () =>
      sentEvents((await records()).calls).filter((e) => e.name === 'booking_completed');
    expect(await completed()).toEqual([]);
    await expect(calendar).toBeVisible();

    // The calendar's own frame says it, and then once more: one booking.
    await page
      .frameLocator('iframe[data-booking]')
      .getByRole('button', { name: 'Confirm the call' })
      .click();
    await expect(page.getByRole('heading', { name: "You're booked. Thank you." })).toBeFocused();
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    const inFrame = page.frames().find((frame) => frame.url() === src);
    await inFrame?.evaluate((data) => window.parent.postMessage(data, '*'), done);
    const booked = await received('booking_completed');
    await page.waitForTimeout(800);
    expectEverywhere(booked, { page: '/talktoundeniable', place: 'book-call' });
    const conversions = sentEvents((await records()).calls).filter(
      (event) => event.name === 'Schedule' || event.name === 'conversion',
    );
    // One conversion per provider: the two providers' scripts report in either order.
    expect(conversions.map(({ provider, name, fields }) => [provider, name, fields])).toEqual(
      expect.arrayContaining([
        ['metaPixel', 'Schedule', { page: '/talktoundeniable', place: 'book-call' }],
        ['linkedIn', 'conversion', { conversion_id: 7654321 }],
      ]),
    );
    expect(conversions).toHaveLength(2);
    expect(await completed()).toHaveLength(counting.length);
  });

  test('the intake form shown, a newsletter signup', async ({ page }) => {
    await accept(page, '/client-onboarding');
    await page.locator('iframe').first().scrollIntoViewIfNeeded();
    expectEverywhere(await received('intake_form_shown'), {
      page: '/client-onboarding',
      place: expect.any(String),
    });

    await page.goto('/resources');
    // Before its island starts (near the screen), the form is a plain mailto: form.
    await page
      .getByRole('heading', { name: 'Be First to Get the Good Stuff' })
      .scrollIntoViewIfNeeded();
    await hydrated(page, 'form');
    await page.getByLabel('Name').fill('Robin Test');
    await page.getByLabel('Email').fill('robin@firm.test');
    await page.getByRole('button', { name: 'Get Early Access' }).click();
    expectEverywhere(await received('newsletter_signup'), { page: '/resources', place: 'signup' });
  });
});

test('an address the site does not have is reported as a 404, with the page the visitor came from', async ({
  page,
}) => {
  await accept(page, '/guides');
  await page.evaluate(() => {
    window.location.href = '/old-offer?utm_source=flyer';
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const props = { path: '/old-offer', from: '/guides' };
  await expect
    .poll(async () =>
      sentEvents((await records()).calls)
        .filter((event) => event.name === '404' || event.name === 'page_not_found')
        .map(({ provider, name, fields }) => ({ provider, name, fields }))
        .toSorted((a, b) => a.provider.localeCompare(b.provider)),
    )
    .toEqual([
      { provider: 'googleAnalytics', name: 'page_not_found', fields: props },
      { provider: 'googleTagManager', name: '404', fields: props },
      { provider: 'metaPixel', name: '404', fields: props },
      { provider: 'plausible', name: '404', fields: props },
      { provider: 'umami', name: '404', fields: props },
    ]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: desktop });

  test('copying the e-mail and sharing on the link-in-bio page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await accept(page, '/linkinbio');
    await page.getByRole('button', { name: 'Copy Email' }).click();
    expectEverywhere(await received('email_copied'), { page: '/linkinbio', place: 'linkinbio' });
    await page.getByRole('button', { name: /Share/ }).first().click();
    expectEverywhere(await received('page_shared'), { page: '/linkinbio', place: 'inline' });
  });

  test("a guide's podcast played and the guide read to its end", async ({ page }) => {
    const path = '/guides/facebook-lead-forms-vs-landing-pages';
    await accept(page, path);
    await page.getByRole('button', { name: /^Play/ }).first().click();
    expectEverywhere(await received('podcast_play'), { page: path, place: expect.any(String) });
    await page.evaluate(() =>
      document.querySelector('main article')?.lastElementChild?.scrollIntoView(),
    );
    expectEverywhere(await received('guide_read'), { page: path, place: 'article' });
  });
});
