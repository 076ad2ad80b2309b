import type { GuideData } from '../../schemas/guide';
import { ComparisonMark } from './ComparisonMark';
import { cell, GuideTable } from './GuideTable';

export type ComparisonTableProps = NonNullable<GuideData['comparison']> & { scrollHint: string };

/** Feature by feature: lead forms against landing pages, each cell marked for or against. */
export function ComparisonTable({
  caption,
  columns,
  marks,
  rows,
  scrollHint,
}: ComparisonTableProps) {
  const mark = { positiveLabel: marks.positive, negativeLabel: marks.negative };
  return (
    <GuideTable caption={caption} scrollHint={scrollHint} minWidth="36rem">
      <thead>
        <tr>
          <th scope="col" className={`${cell.head} w-[28%]`}>
            {columns.feature}
          </th>
          <th scope="col" className={cell.head}>
            {columns.leadForm}
          </th>
          <th scope="col" className={cell.head}>
            {columns.landingPage}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature} className={cell.row}>
            <th scope="row" className={cell.rowHead}>
              {row.feature}
            </th>
            <td className={`${cell.body} text-muted`}>
              <ComparisonMark {...row.leadForm} {...mark} />
            </td>
            <td className={`${cell.body} text-muted`}>
              <ComparisonMark {...row.landingPage} {...mark} />
            </td>
          </tr>
        ))}
      </tbody>
    </GuideTable>
  );
}
