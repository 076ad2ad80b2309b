import { CalendarPanel, type CalendarPanelProps } from '../../components/booking/CalendarPanel';

export type CalendarFrameProps = CalendarPanelProps;

/** A booking calendar as a section of its own, centred in the page column. */
export function CalendarFrame(props: CalendarFrameProps) {
  return (
    <div className="container-page pb-24 md:pb-32">
      <div className="mx-auto max-w-4xl">
        <CalendarPanel {...props} />
      </div>
    </div>
  );
}
