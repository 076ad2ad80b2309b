import { TrendingDown, TrendingUp } from 'lucide-react';
import type { GuideData } from '../../schemas/guide';
import { cell, GuideTable } from './GuideTable';

export type BeforeAfterTableProps = NonNullable<GuideData['beforeAfter']> & { scrollHint: string };

/** Inbox against spam: each metric with the broken set-up and the fixed one. */
export function BeforeAfterTable({ caption, columns, rows, scrollHint }: BeforeAfterTableProps) {
  return (
    <GuideTable caption={caption} scrollHint={scrollHint} minWidth="20rem">
      <thead>
        <tr>
          <th scope="col" className={cell.head}>
            {columns.metric}
          </th>
          <th scope="col" className={cell.head}>
            <span className="inline-flex items-center gap-1.5">
              <TrendingDown aria-hidden="true" className="size-4 text-coral-300" />
              {columns.broken}
            </span>
          </th>
          <th scope="col" className={cell.head}>
            <span className="inline-flex items-center gap-1.5">
              <TrendingUp aria-hidden="true" className="size-4 text-mint-300" />
              {columns.fixed}
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.metric} className={cell.row}>
            <th scope="row" className={cell.rowHead}>
              {row.metric}
            </th>
            <td className={`${cell.body} text-muted`}>{row.broken}</td>
            <td className={`${cell.body} font-medium text-mint-300`}>{row.fixed}</td>
          </tr>
        ))}
      </tbody>
    </GuideTable>
  );
}
