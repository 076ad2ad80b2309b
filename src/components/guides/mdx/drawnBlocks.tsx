/**
 * The guide tags drawn once at build with no script of their own, each bound to its block of the
 * guide's frontmatter: `<ComparisonTable />` in the MDX shows the guide's `comparison`. A tag
 * whose block is missing stops the build, naming the file and the key.
 */
import type { ReactNode } from 'react';
import { requireBlock } from '../../../lib/guideContents';
import type { GuideBlock, GuideData } from '../../../schemas/guide';
import type { BookingLink } from '../../site/BookCallButton';
import { BeforeAfterTable } from '../BeforeAfterTable';
import { ComparisonTable } from '../ComparisonTable';
import { DiagnosisList } from '../DiagnosisList';
import { GuideCta } from '../GuideCta';
import { RelatedResources } from '../RelatedResources';
import { ResultsTable } from '../ResultsTable';
import { ToolsTable } from '../ToolsTable';

type Shared = { scrollHint: string; booking: BookingLink };
type Drawing = { key: GuideBlock; draw: (block: never, shared: Shared) => ReactNode };

/** A tag's block of the frontmatter, and how it is drawn with what every guide shares. */
const drawing = <K extends GuideBlock>(
  key: K,
  draw: (block: NonNullable<GuideData[K]>, shared: Shared) => ReactNode,
): Drawing => ({ key, draw: draw as Drawing['draw'] });

const tags: Record<string, Drawing> = {
  ComparisonTable: drawing('comparison', (table, { scrollHint }) => (
    <ComparisonTable {...table} scrollHint={scrollHint} />
  )),
  ResultsTable: drawing('results', (table, { scrollHint }) => (
    <ResultsTable {...table} scrollHint={scrollHint} />
  )),
  BeforeAfterTable: drawing('beforeAfter', (table, { scrollHint }) => (
    <BeforeAfterTable {...table} scrollHint={scrollHint} />
  )),
  /** Its links open in a new tab. */
  ToolsTable: drawing('tools', (table, { scrollHint, booking }) => (
    <ToolsTable {...table} scrollHint={scrollHint} newTabNote={booking.newTabNote} />
  )),
  /** Each reason a numbered diagnosis. */
  Reasons: drawing('reasons', (reasons) => <DiagnosisList {...reasons} />),
  RelatedResources: drawing('related', (related) => <RelatedResources {...related} />),
  /** The guide's `cta`: a strategy call on the booking page. */
  BookingCta: drawing('cta', (cta, { booking }) => <GuideCta {...cta} booking={booking} />),
};

/** The tags for one guide's MDX, by name. */
export function drawnBlocks(guide: { id: string; data: GuideData | undefined }, shared: Shared) {
  return Object.fromEntries(
    Object.entries(tags).map(([tag, { key, draw }]) => [
      tag,
      () => draw(requireBlock(guide.data, key, tag, guide.id) as never, shared),
    ]),
  );
}
