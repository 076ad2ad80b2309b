/** After a signup the thank-you shows for 3000 ms, then the form is empty and ready again. */
export const SIGNUP_RESET_MS = 3000;

/** The newsletter signup: held only in the form (and sent to the owner's endpoint, if set). */
export interface NewsletterSignup {
  name: string;
  email: string;
}

/**
 * idle: ready for input. sending: waiting for the signup endpoint. submitted: the thank-you is
 * showing. failed: the endpoint did not take the signup; the fields keep what was typed.
 */
export type SignupStatus = 'idle' | 'sending' | 'submitted' | 'failed';

export type SignupEvent =
  /** A valid form was submitted; `sending` when an endpoint will be called. */
  | { type: 'submit'; sending: boolean }
  | { type: 'sent' }
  | { type: 'sendFailed' }
  /** The thank-you has shown its time. */
  | { type: 'reset' };

/** The signup form's state machine; events that do not fit the current state change nothing. */
export function nextSignupStatus(status: SignupStatus, event: SignupEvent): SignupStatus {
  switch (event.type) {
    case 'submit':
      if (status === 'sending' || status === 'submitted') return status;
      return event.sending ? 'sending' : 'submitted';
    case 'sent':
      return status === 'sending' ? 'submitted' : status;
    case 'sendFailed':
      return status === 'sending' ? 'failed' : status;
    case 'reset':
      return status === 'submitted' ? 'idle' : status;
  }
}

/** The name and e-mail a signup form holds, as typed. */
export function readSignup(form: HTMLFormElement): NewsletterSignup {
  const data = new FormData(form);
  return { name: String(data.get('name') ?? ''), email: String(data.get('email') ?? '') };
}

/**
 * Sends a signup to the owner's endpoint as JSON. True when the endpoint answered with success;
 * false on an error status or a network failure (a refused CORS preflight among them). A slow
 * answer is awaited, never cut off by a timer of ours: a signup the endpoint took after we gave
 * up would show as a failure, and the visitor's second try would sign them up twice.
 */
export async function postSignup(
  endpoint: string,
  signup: NewsletterSignup,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(signup),
    });
    return response.ok;
  } catch {
    return false;
  }
}
