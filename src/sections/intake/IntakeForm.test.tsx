import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  mountEmbeds,
  scriptsWill,
  scriptsWithSrc,
  useEmbedTestSetting,
} from '../../test/scriptsInTests';
import { IntakeForm, type IntakeFormProps } from './IntakeForm';

const props: IntakeFormProps = {
  embedUrl: 'https://forms.test/widget/form/xyz',
  scriptUrl: 'https://forms.test/js/form_embed.js',
  email: 'team@agency.test',
  copy: {
    title: 'New client form',
    fallbackIntro: 'Form acting up?',
    fallbackLabel: 'Send us your details',
    unavailableMessage: 'The form could not load here.',
  },
};

const formScripts = () => scriptsWithSrc(props.scriptUrl ?? '');
const mailLinks = () => screen.getAllByRole('link', { name: 'Send us your details' });

describe('IntakeForm', () => {
  useEmbedTestSetting();

  it('is a titled frame 1318 px high, in the static HTML', async () => {
    const html = renderToString(<IntakeForm {...props} />);
    expect(html).toContain('title="New client form"');
    expect(html).toContain('height="1318"');
    expect(html).toContain(`href="mailto:${props.email}"`);
    await mountEmbeds(<IntakeForm {...props} />);
    const frame = screen.getByTitle('New client form');
    expect(frame).toHaveAttribute('src', props.embedUrl);
    expect(frame).toHaveStyle({ minHeight: '1318px' });
  });

  it('is not a booking embed: campaign parameters stay off the form and the e-mail link', async () => {
    await mountEmbeds(<IntakeForm {...props} />);
    expect(screen.getByTitle('New client form')).not.toHaveAttribute('data-booking');
    expect(mailLinks()[0]).not.toHaveAttribute('data-booking');
  });

  it('offers an e-mail to the agency in the same tab, under the form', async () => {
    await mountEmbeds(<IntakeForm {...props} />);
    const [link] = mailLinks();
    expect(link).toHaveAttribute('href', `mailto:${props.email}`);
    expect(link).not.toHaveAttribute('target');
    expect(link?.parentElement).toHaveTextContent('Form acting up? Send us your details');
  });

  it('brings the e-mail link forward when the form script is blocked', async () => {
    scriptsWill('fail');
    await mountEmbeds(<IntakeForm {...props} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The form could not load here.');
    expect(status).toContainElement(mailLinks()[0] ?? null);
    expect(mailLinks()).toHaveLength(1);
  });

  it('shows only the e-mail link when no form is configured', async () => {
    await mountEmbeds(<IntakeForm {...props} embedUrl={undefined} />);
    expect(screen.queryByTitle('New client form')).not.toBeInTheDocument();
    expect(formScripts()).toHaveLength(0);
    expect(screen.getByRole('status')).toContainElement(mailLinks()[0] ?? null);
  });

  it('takes another height when the page asks for one', async () => {
    await mountEmbeds(<IntakeForm {...props} height={900} />);
    expect(screen.getByTitle('New client form')).toHaveAttribute('height', '900');
  });
});
