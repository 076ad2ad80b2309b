import { ArrowUpRight } from 'lucide-react';
import type { GuideData } from '../../schemas/guide';
import { cell, GuideTable } from './GuideTable';

export type ToolsTableProps = NonNullable<GuideData['tools']> & {
  scrollHint: string;
  /** Read after a link that opens a new tab. */
  newTabNote: string;
};

/** The address a visitor would recognise: 'mxtoolbox.com'. */
const siteName = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Tools to check a domain yourself: each links out in a new tab, or is built into Gmail. */
export function ToolsTable({
  caption,
  columns,
  builtIn,
  items,
  scrollHint,
  newTabNote,
}: ToolsTableProps) {
  return (
    <GuideTable caption={caption} scrollHint={scrollHint} minWidth="20rem">
      <thead>
        <tr>
          <th scope="col" className={cell.head}>
            {columns.tool}
          </th>
          <th scope="col" className={`${cell.head} w-[34%]`}>
            {columns.access}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name} className={cell.row}>
            <th scope="row" className="px-3.5 py-4 align-top font-normal sm:px-5">
              <span className="block font-semibold text-paper">{item.name}</span>
              {item.description ? (
                <span className="mt-1 block text-muted">{item.description}</span>
              ) : null}
            </th>
            <td className={`${cell.body} text-muted`}>
              {item.url === '#' ? (
                <span className="inline-flex rounded-pill border border-line px-3 py-1 text-xs font-medium text-muted">
                  {builtIn}
                </span>
              ) : (
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold break-all text-mint-300 underline decoration-mint-300/40 underline-offset-4 hover:decoration-mint-300"
                >
                  {siteName(item.url)}
                  <ArrowUpRight aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">{newTabNote}</span>
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </GuideTable>
  );
}
