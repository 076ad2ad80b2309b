import { render, screen, within } from '@testing-library/react';
import { booking as bookingLink, home } from '../../test/homeFixture';
import { IdealClient } from './IdealClient';

const idealClientCopy = home.idealClient;
const email = 'team@agency.test';

const renderSection = () =>
  render(
    <IdealClient
      {...idealClientCopy}
      email={email}
      bookingLink={bookingLink}
      chat={<button type="button">chat slot</button>}
    >
      <p>accordion slot</p>
    </IdealClient>,
  );

describe('IdealClient', () => {
  it('is the #faq section, named by its heading', () => {
    renderSection();
    const section = screen.getByRole('region', { name: idealClientCopy.intro.title });
    expect(section).toHaveAttribute('id', 'faq');
    expect(section.tagName).toBe('SECTION');
  });

  it('lists the five ideal-client criteria with their details', () => {
    renderSection();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      idealClientCopy.criteria.map((criterion) => `${criterion.label}${criterion.detail}`),
    );
  });

  it('puts the FAQ heading before the accordion and the chat inside the notice', () => {
    renderSection();
    const faqHeading = screen.getByRole('heading', {
      level: 2,
      name: idealClientCopy.faqIntro.title,
    });
    const accordion = screen.getByText('accordion slot');
    expect(
      faqHeading.compareDocumentPosition(accordion) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const notice = screen.getByRole('heading', {
      name: idealClientCopy.notice.title,
    }).parentElement;
    expect(notice).not.toBeNull();
    expect(
      within(notice as HTMLElement).getByRole('button', { name: 'chat slot' }),
    ).toBeInTheDocument();
  });

  it('gives the contact address in the still-evolving notice as a mailto link', () => {
    renderSection();
    const link = screen.getByRole('link', { name: email });
    expect(link).toHaveAttribute('href', `mailto:${email}`);
    expect(link.parentElement).toHaveTextContent(`Mail ${email} any time.`);
  });

  it('ends with the #book block: its call to action and the availability note', () => {
    renderSection();
    const block = document.getElementById('book');
    expect(block).not.toBeNull();
    const scope = within(block as HTMLElement);
    expect(
      scope.getByRole('heading', { name: idealClientCopy.booking.heading }),
    ).toBeInTheDocument();
    expect(scope.getByRole('link', { name: 'Grab a slot (new tab)' })).toHaveAttribute(
      'href',
      bookingLink.href,
    );
    expect(scope.getByText(idealClientCopy.booking.note)).toBeInTheDocument();
  });
});
