/** /robots.txt, written at build from the site's origin (siteUrl in src/content/settings.json). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../build/robots';
import { site } from '../site.config';

export const GET: APIRoute = () =>
  new Response(robotsTxt(site.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
