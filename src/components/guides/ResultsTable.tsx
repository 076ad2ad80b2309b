import type { GuideData } from '../../schemas/guide';
import { cell, GuideTable } from './GuideTable';

export type ResultsTableProps = NonNullable<GuideData['results']> & { scrollHint: string };

/** The case study's figures, metric by metric, for the lead form and the landing page. */
export function ResultsTable({ caption, columns, rows, scrollHint }: ResultsTableProps) {
  return (
    <GuideTable caption={caption} scrollHint={scrollHint} minWidth="20rem">
      <thead>
        <tr>
          <th scope="col" className={cell.head}>
            {columns.metric}
          </th>
          <th scope="col" className={`${cell.head} text-right`}>
            {columns.leadForm}
          </th>
          <th scope="col" className={`${cell.head} text-right`}>
            {columns.landingPage}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.metric} className={cell.row}>
            <th scope="row" className={cell.rowHead}>
              {row.metric}
            </th>
            <td className={`${cell.body} text-right font-display text-paper tabular-nums`}>
              {row.leadForm}
            </td>
            <td className={`${cell.body} text-right font-display text-paper tabular-nums`}>
              {row.landingPage}
            </td>
          </tr>
        ))}
      </tbody>
    </GuideTable>
  );
}
