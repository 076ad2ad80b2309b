import { useEffect } from 'react';
import { carryCampaignParams } from '../../lib/campaignParams';
import { setupReveal } from '../../lib/reveal';
import { setupSectionLinks } from '../../lib/sectionLinks';

/**
 * What every page does beyond its widgets: sections that rise in as they are scrolled to, campaign
 * parameters carried onto the site's own links, and section links that glide and keep the address.
 * It draws nothing; it is an island so that its code waits for the first paint like the others'.
 */
export function PageBehaviours() {
  useEffect(() => {
    const stops = [setupReveal(), carryCampaignParams(), setupSectionLinks()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return null;
}
