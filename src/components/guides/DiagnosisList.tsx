import type { GuideData } from '../../schemas/guide';
import { DiagnosisItem } from './DiagnosisItem';

export type DiagnosisListProps = NonNullable<GuideData['reasons']>;

/** The reasons, in order, each a numbered diagnosis. */
export function DiagnosisList({ labels, items }: DiagnosisListProps) {
  return (
    <div className="my-10">
      <ol className="space-y-6">
        {items.map((item, index) => (
          <DiagnosisItem key={item.title} number={index + 1} labels={labels} {...item} />
        ))}
      </ol>
    </div>
  );
}
