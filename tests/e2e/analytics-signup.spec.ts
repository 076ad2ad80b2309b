import type { Page } from '@playwright/test';
import { expect, phone, test } from './fixtures';
import { records, resetRecords, setSignupEndpoint } from './standin';

/**
 * The newsletter signup against a real endpoint on another origin (the stand-in, in the copy of
 * the site built with `signupEndpoint` pointed at it): what the visitor sees, and how many
 * requests reach the endpoint, when it takes the signup, fails, refuses the browser's CORS
 * preflight, or answers slowly.
 */
test.use({ viewport: phone, answered: true });
test.beforeEach(async () => resetRecords());

const failed = /We couldn't add you just now/;

async function signUp(page: Page) {
  await page.goto('/resources');
  // This copy of the site measures, so a new visitor is asked first: answered before the form is
  // used, the banner cannot slide in over the button as it is pressed (it once took the press).
  await page.getByRole('button', { name: 'Reject' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.scrollIntoViewIfNeeded();
  // The form's own code, not the e-mail it falls back to before hydration.
  await page.locator('astro-island:not([ssr]) form').waitFor();
  await name.fill('Dana');
  await page.getByRole('textbox', { name: 'Email' }).fill('dana@firm.test');
  await page.getByRole('button', { name: 'Get Early Access' }).click();
  return { name, email: page.getByRole('textbox', { name: 'Email' }) };
}

/** The requests the endpoint got from this test's browser, as 'METHOD' strings. */
async function endpointRequests() {
  return (await records()).requests
    .filter((request) => request.path === '/signup')
    .map((request) => request.method);
}

test('an endpoint that takes the signup: one preflight, one POST, and the thanks', async ({
  page,
}) => {
  await setSignupEndpoint('ok');
  await signUp(page);
  await expect(page.getByRole('button', { name: "Thanks! You're on the list." })).toBeDisabled();
  expect(await endpointRequests()).toEqual(['OPTIONS', 'POST']);
  // Three seconds later the form is empty and ready again.
  await expect(page.getByRole('button', { name: 'Get Early Access' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('an endpoint that answers 500: the form says so and keeps what was typed', async ({
  page,
}) => {
  await setSignupEndpoint('fail');
  const { name, email } = await signUp(page);
  await expect(page.getByRole('status').filter({ hasText: failed })).toBeVisible();
  await expect(name).toHaveValue('Dana');
  await expect(email).toHaveValue('dana@firm.test');
  expect(await endpointRequests()).toEqual(['OPTIONS', 'POST']);
});

test('an endpoint that refuses the CORS preflight: no POST is sent, and the form says so', async ({
  page,
}) => {
  await setSignupEndpoint('refuse-preflight');
  const { name, email } = await signUp(page);
  await expect(page.getByRole('status').filter({ hasText: failed })).toBeVisible();
  await expect(name).toHaveValue('Dana');
  await expect(email).toHaveValue('dana@firm.test');
  expect(await endpointRequests()).toEqual(['OPTIONS']);
});

test('a slow endpoint: the fields are read-only while it works, and its late success thanks the visitor once', async ({
  page,
}) => {
  await setSignupEndpoint('slow');
  const { name } = await signUp(page);
  await expect(page.getByRole('button', { name: 'Adding you…' })).toBeDisabled();
  await expect(name).not.toBeEditable();
  await name.press('End');
  await page.keyboard.type(' and more');
  await expect(name).toHaveValue('Dana');
  await expect(page.getByRole('button', { name: "Thanks! You're on the list." })).toBeDisabled({
    // The stand-in answers after 3 s (tests/analytics/standins/endpoints.mjs).
    timeout: 10_000,
  });
  await expect(page.getByRole('status').filter({ hasText: failed })).toHaveCount(0);
  expect(await endpointRequests()).toEqual(['OPTIONS', 'POST']);
});
