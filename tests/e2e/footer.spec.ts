import { site } from '../../src/site.config';
import { expect, test } from './fixtures';

test('the footer carries contact, quick links, the call to action and the legal links', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  await expect(footer.getByText(site.tagline)).toBeVisible();
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  const quick = footer.getByRole('navigation', { name: 'Quick links' });
  const hrefs = await quick
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['#process', '#results', '/resources', '#faq', '#book']);
  await expect(footer.getByRole('link', { name: /Book a Strategy Call/ })).toHaveAttribute(
    'href',
    site.bookingUrl,
  );
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.brandName}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#');
});
