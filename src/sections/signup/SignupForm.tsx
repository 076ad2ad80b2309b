import { CircleAlert, LoaderCircle, PartyPopper, Send } from 'lucide-react';
import { type SubmitEvent, useEffect, useId, useReducer, useRef } from 'react';
import { measure } from '../../analytics/measure';
import { nextSignupStatus, postSignup, readSignup, SIGNUP_RESET_MS } from './sendSignup';
import type { SignupSection } from './signup';

export interface SignupFormProps {
  labels: SignupSection['form'];
  /** site.config's `signupEndpoint`: signups are also POSTed there. Without one, only logged. */
  endpoint?: string | undefined;
  /** Without JavaScript the form opens an e-mail to this address instead. */
  email: string;
  /** That e-mail's subject. */
  mailSubject: string;
}

const fieldClass =
  'mt-2 block h-12 w-full rounded-xl border border-line-strong bg-ink-950/70 px-4 text-paper placeholder:text-subtle transition-colors hover:border-violet-400/60 focus:border-violet-400 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The signup form: name and e-mail, both required, the e-mail checked by the browser. A signup is
 * written to the console, and to the owner's endpoint when one is set; then the button
 * thanks the visitor, disabled, for three seconds and the form empties. A refused signup keeps
 * every typed character and says so. Before hydration the form e-mails the agency instead.
 */
export function SignupForm({ labels, endpoint, email, mailSubject }: SignupFormProps) {
  const [status, dispatch] = useReducer(nextSignupStatus, 'idle');
  const form = useRef<HTMLFormElement>(null);
  // Thanked, the form empties SIGNUP_RESET_MS later (or never, if the visitor leaves first).
  useEffect(() => {
    if (status !== 'submitted') return;
    const timer = setTimeout(() => {
      form.current?.reset();
      dispatch({ type: 'reset' });
    }, SIGNUP_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const id = useId();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending' || status === 'submitted') return;
    const signup = readSignup(event.currentTarget);
    console.log('Newsletter signup:', signup);
    if (!endpoint) {
      dispatch({ type: 'submit', sending: false });
      if (__MEASURING__) measure('newsletter_signup', 'signup');
      return;
    }
    dispatch({ type: 'submit', sending: true });
    const sent = await postSignup(endpoint, signup);
    dispatch({ type: sent ? 'sent' : 'sendFailed' });
    if (sent && __MEASURING__) measure('newsletter_signup', 'signup');
  };

  const busy = status === 'sending' || status === 'submitted';
  // What is sent is what the visitor sees: nothing typed while sending, so none of it is lost.
  const readOnly = status === 'sending';
  const ButtonIcon = { idle: Send, failed: Send, sending: LoaderCircle, submitted: PartyPopper }[
    status
  ];
  return (
    <form
      ref={form}
      onSubmit={submit}
      action={`mailto:${email}?subject=${encodeURIComponent(mailSubject)}`}
      method="post"
      encType="text/plain"
      className="space-y-4"
    >
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-paper">
          {labels.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          autoComplete="given-name"
          readOnly={readOnly}
          placeholder={labels.namePlaceholder}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold text-paper">
          {labels.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          readOnly={readOnly}
          placeholder={labels.emailPlaceholder}
          className={fieldClass}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={status === 'sending'}
        className="inline-flex h-13 w-full items-center justify-center gap-2 rounded-pill bg-gradient-to-r from-violet-600 to-violet-700 px-6 font-semibold text-white shadow-button transition duration-200 hover:from-violet-500 hover:to-violet-600 disabled:cursor-default disabled:from-mint-500/20 disabled:to-mint-500/20 disabled:text-mint-300 disabled:shadow-none disabled:ring-1 disabled:ring-mint-400/40 motion-reduce:transition-none"
      >
        <ButtonIcon
          aria-hidden="true"
          className={`size-4 ${status === 'sending' ? 'motion-safe:animate-spin' : ''}`}
        />
        {status === 'submitted'
          ? labels.submitted
          : status === 'sending'
            ? labels.sending
            : labels.submit}
      </button>
      <p role="status" className="text-sm empty:mb-0">
        {status === 'failed' ? (
          <span className="flex items-start gap-2 rounded-xl border border-danger/50 bg-danger/10 p-3 text-paper">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            {labels.failed}
          </span>
        ) : null}
        {status === 'submitted' ? <span className="sr-only">{labels.submitted}</span> : null}
      </p>
      <p className="text-xs text-subtle">{labels.privacy}</p>
    </form>
  );
}
