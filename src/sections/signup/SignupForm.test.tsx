import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SignupForm, type SignupFormProps } from './SignupForm';

const labels: SignupFormProps['labels'] = {
  nameLabel: 'Your name',
  namePlaceholder: 'Robin',
  emailLabel: 'Your address',
  emailPlaceholder: 'robin@firm.test',
  submit: 'Count me in',
  sending: 'One moment',
  submitted: 'Welcome aboard!',
  failed: 'That did not work; your details are kept.',
  privacy: 'Rarely, and only when it matters.',
};
const endpoint = 'https://hooks.test/signup';
const props = { labels, email: 'team@studio.test', mailSubject: 'Put me on the list' };

function fillIn(name: string, email: string) {
  fireEvent.change(screen.getByLabelText(labels.nameLabel), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(labels.emailLabel), { target: { value: email } });
}

const submit = () =>
  act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: labels.submit }));
  });

const fields = () => [
  screen.getByLabelText<HTMLInputElement>(labels.nameLabel).value,
  screen.getByLabelText<HTMLInputElement>(labels.emailLabel).value,
];

/** Signs Robin up against an endpoint that answers only when the test calls `answer`. */
async function submitToWaitingEndpoint() {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  let settle: (response: Response) => void = () => undefined;
  const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => (settle = resolve)));
  vi.stubGlobal('fetch', fetchSpy);
  render(<SignupForm {...props} endpoint={endpoint} />);
  fillIn('Robin', 'robin@firm.test');
  await submit();
  return { fetchSpy, answer: (response: Response) => act(async () => settle(response)) };
}

describe('SignupForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('e-mails the agency when submitted before or without JavaScript', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<SignupForm {...props} />);
    const form = page.querySelector('form');
    expect(form).toHaveAttribute(
      'action',
      'mailto:team@studio.test?subject=Put%20me%20on%20the%20list',
    );
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'text/plain');
  });

  it('writes the signup to the console, thanks the visitor and disables the button', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<SignupForm {...props} />);
    fillIn('Robin', 'robin@firm.test');
    await submit();
    expect(log).toHaveBeenCalledWith('Newsletter signup:', {
      name: 'Robin',
      email: 'robin@firm.test',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: labels.submitted });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(labels.submitted);
  });

  it('after 3000 ms resets the button and clears both fields', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    render(<SignupForm {...props} />);
    fillIn('Robin', 'robin@firm.test');
    await submit();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('button', { name: labels.submitted })).toBeDisabled();
    expect(fields()).toEqual(['Robin', 'robin@firm.test']);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled();
    expect(fields()).toEqual(['', '']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('leaves no clock running once the form is gone mid-thanks', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { unmount } = render(<SignupForm {...props} />);
    fillIn('Robin', 'robin@firm.test');
    await submit();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with an endpoint, POSTs the signup as JSON and thanks the visitor once it is taken', async () => {
    const { fetchSpy, answer } = await submitToWaitingEndpoint();
    expect(screen.getByRole('button', { name: labels.sending })).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Robin', email: 'robin@firm.test' });

    await answer(new Response(null, { status: 201 }));
    expect(screen.getByRole('button', { name: labels.submitted })).toBeDisabled();
    act(() => vi.advanceTimersByTime(3000));
    expect(fields()).toEqual(['', '']);
    expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled();
  });

  it('when the endpoint fails, keeps both fields, says so, and lets the visitor try again', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const fetchSpy = vi.fn(async () => new Response('busy', { status: 503 }));
    vi.stubGlobal('fetch', fetchSpy);
    render(<SignupForm {...props} endpoint={endpoint} />);
    fillIn('Robin', 'robin@firm.test');
    await submit();
    expect(screen.getByRole('status')).toHaveTextContent(labels.failed);
    expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled();
    act(() => vi.advanceTimersByTime(5000));
    expect(fields()).toEqual(['Robin', 'robin@firm.test']);

    fetchSpy.mockResolvedValueOnce(new Response(null, { status: 200 }));
    await submit();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: labels.submitted })).toBeDisabled();
    expect(screen.getByRole('status')).not.toHaveTextContent(labels.failed);
  });

  it('while sending, the fields are read-only, and a slow success is a success, sent once', async () => {
    const { fetchSpy, answer } = await submitToWaitingEndpoint();
    for (const name of [labels.nameLabel, labels.emailLabel]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    // Long past any timer of ours, the endpoint takes it.
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status')).not.toHaveTextContent(labels.failed);
    // A second press (Enter in a field) while it waits sends nothing more.
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: labels.sending }));
    });
    await answer(new Response(null, { status: 200 }));
    expect(screen.getByRole('button', { name: labels.submitted })).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    for (const name of [labels.nameLabel, labels.emailLabel]) {
      expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('readonly');
    }
  });
});
