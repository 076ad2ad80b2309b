import { site } from '../../src/site.config';
import { summary } from './disclosures';
import { desktop, expect, pageBehavioursRunning, test } from './fixtures';

test.use({ viewport: desktop });

test('campaign parameters a visitor arrives with are carried to every booking link', async ({
  page,
}) => {
  await page.goto('/?utm_source=google&utm_campaign=spring%20sale&gclid=Cj0K_1&ref=partner');
  const expected = `${site.bookingUrl}?utm_source=google&utm_campaign=spring+sale&gclid=Cj0K_1`;
  // The header's script and a scroll (which turns it solid) must keep the rewritten link.
  await pageBehavioursRunning(page);
  await page.mouse.wheel(0, 400);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Book a Strategy Call/ }),
  ).toHaveAttribute('href', expected);
  await expect(
    page.locator('#book').getByRole('link', { name: /Book a Strategy Call/ }),
  ).toHaveAttribute('href', expected);
  // A link inside a closed process card gets them too, shown once the card opens.
  await page.goto('/?utm_source=google#process');
  await pageBehavioursRunning(page);
  await summary(page.locator('#process'), 'about DEPLOY').click();
  await expect(page.getByRole('link', { name: /Learn More about DEPLOY/ })).toHaveAttribute(
    'href',
    `${site.bookingUrl}?utm_source=google`,
  );
});

test('a parameter that is not a plain tracking value is dropped, never echoed', async ({
  page,
}) => {
  await page.goto('/?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  // Only once the carrying has run does the untouched link show the value was refused.
  await pageBehavioursRunning(page);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Book a Strategy Call/ }),
  ).toHaveAttribute('href', site.bookingUrl);
  expect(await page.content()).not.toContain('onerror=alert');
});

test('the campaign survives the hop from the resources page to the booking page', async ({
  page,
}) => {
  await page.goto('/resources?utm_source=newsletter&utm_campaign=guides');
  const hop = page.getByRole('main').getByRole('link', { name: 'Book Your Strategy Call' });
  await expect(hop).toHaveAttribute(
    'href',
    '/talktoundeniable?utm_source=newsletter&utm_campaign=guides',
  );
  await hop.click();
  await expect(page).toHaveURL(/\/talktoundeniable\?utm_source=newsletter&utm_campaign=guides$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Book a Strategy Call/ }),
  ).toHaveAttribute('href', `${site.bookingUrl}?utm_source=newsletter&utm_campaign=guides`);
});
