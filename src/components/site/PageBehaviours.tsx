import { useEffect } from 'react';
import { carryCampaignParams } from '../../lib/campaignParams';
import { setupReveal } from '../../lib/reveal';

/**
 * What every page does beyond its widgets: sections that rise in as they are scrolled to, and
 * campaign parameters carried onto the site's own links (section links are written into the page
 * by BaseLayout, to work from the first paint). It draws nothing; it is an island so that its code
 * waits for the first paint like the others'.
 */
export function PageBehaviours() {
  useEffect(() => {
    const stops = [setupReveal(), carryCampaignParams()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return null;
}
