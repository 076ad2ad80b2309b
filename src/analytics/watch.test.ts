import { measure } from './measure';
import { watchVisitorSteps } from './watch';

const urls = {
  calendarEmbedUrl: 'https://calendar.example.com/widget/booking/x',
  intakeFormEmbedUrl: 'https://forms.example.com/widget/form/x',
};
const faqData = {
  '@type': 'FAQPage',
  mainEntity: [{ name: 'How fast will I see results?', acceptedAnswer: { text: 'Weeks.' } }],
};

describe('the steps a visitor takes towards a call', () => {
  let reported: [string, string][] = [];
  let stop = () => {};
  const start = (html: string) => {
    document.body.innerHTML = html;
    reported = [];
    stop = watchVisitorSteps(window, (name, place) => reported.push([name, place]), urls);
  };
  afterEach(() => stop());

  it('names where on the page a booking link was clicked', () => {
    start(`
      <header><a data-booking href="https://booking.example.com">Book</a></header>
      <main><section><a data-booking href="https://booking.example.com">Book</a></section>
        <section id="faq"><a data-booking href="https://booking.example.com">Book</a></section>
        <section><a href="/resources">Resources</a></section></main>
      <footer><a data-booking href="https://booking.example.com">Book</a></footer>`);
    for (const link of document.querySelectorAll('a')) {
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
    }
    expect(reported).toEqual([
      ['booking_click', 'header'],
      ['booking_click', 'hero'],
      ['booking_click', 'faq'],
      ['booking_click', 'footer'],
    ]);
  });

  it("counts a FAQ answer opened, by the page's FAQ data, and not other disclosures or a close", async () => {
    start(`
      <script type="application/ld+json">${JSON.stringify(faqData)}</script>
      <main><details name="faq"><summary><h3>How fast will I see results?</h3></summary>Weeks.</details>
      <details name="process"><summary>Our process</summary>Five phases.</details></main>`);
    const [question, card] = document.querySelectorAll('details');
    // The DOM queues a 'toggle' event, which does not bubble, on each change of `open`.
    const toggle = async (details: HTMLDetailsElement | undefined) => {
      if (details) details.open = !details.open;
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await toggle(question);
    await toggle(card);
    await toggle(question);
    expect(reported).toEqual([['faq_opened', 'How fast will I see results?']]);
  });

  it("counts a video's and the podcast's first play only", () => {
    start(`<main><section id="case-studies"><video></video></section><audio></audio></main>`);
    const video = document.querySelector('video');
    const audio = document.querySelector('audio');
    for (const media of [video, audio, video]) media?.dispatchEvent(new Event('play'));
    expect(reported).toEqual([
      ['video_play', 'case-studies'],
      ['podcast_play', 'page'],
    ]);
  });

  it('passes on what an island reports', () => {
    start('<main></main>');
    measure('email_copied', 'linkinbio');
    expect(reported).toEqual([['email_copied', 'linkinbio']]);
  });

  it('stops listening when asked', () => {
    start('<main><a data-booking href="#">Book</a></main>');
    stop();
    document.querySelector('a')?.click();
    measure('page_shared', 'inline');
    expect(reported).toEqual([]);
  });
});
