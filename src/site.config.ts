/**
 * The site's settings, as the editor keeps them: 'Site settings' (src/content/settings.json:
 * the brand, contact, booking and embeds, socials, media, legal links and flags) and the owner's
 * 'Measurement' (src/content/analytics.json). Every value is checked when the site builds; a
 * wrong one stops the build with the file and the key named.
 */
import analytics from './content/analytics.json' with { type: 'json' };
import settings from './content/settings.json' with { type: 'json' };
import { parseSiteConfig } from './schemas/siteSettings';

export const site = parseSiteConfig(settings, analytics);
