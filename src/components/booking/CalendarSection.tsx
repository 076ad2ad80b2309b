import { CalendarPanel, type CalendarPanelProps } from './CalendarPanel';

export type CalendarSectionProps = CalendarPanelProps;

/** A booking calendar as a section of its own, centred in the page column. */
export function CalendarSection(props: CalendarSectionProps) {
  return (
    <div className="container-page pb-24 md:pb-32">
      <div className="mx-auto max-w-4xl">
        <CalendarPanel {...props} />
      </div>
    </div>
  );
}
