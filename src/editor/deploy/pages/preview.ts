/**
 * The editor's Preview (keystatic.config.ts `previewUrl`): /preview?branch=<branch>&to=<page>
 * answers with a redirect to that page as the CDN builds the branch (src/editor/deploy/pages/previewAddress.ts),
 * and with a 400 for a page outside the site or a host that was not configured.
 */
import type { APIRoute } from 'astro';
import { previewAddress } from './previewAddress';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const address = previewAddress(
    url.searchParams.get('branch') ?? '',
    url.searchParams.get('to') ?? '',
    {
      siteUrl: import.meta.env.SITE,
      previewHost: import.meta.env.PUBLIC_PREVIEW_HOST,
      productionBranch: import.meta.env.PUBLIC_PRODUCTION_BRANCH ?? 'main',
    },
  );
  if (address) return Response.redirect(address, 302);
  return new Response(
    'No preview for this: the page must be an address on the site, and draft previews need PUBLIC_PREVIEW_HOST set when the editor is built (docs/owner.md).\n',
    { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
};
