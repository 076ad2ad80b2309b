const EMAIL_TOKEN = '{email}';

export interface MailtoTextProps {
  /** Words with '{email}' where the address goes (the `textWithEmail` shape). */
  text: string;
  email: string;
  className?: string | undefined;
}

/** A sentence with the contact address in it as a mailto link, where '{email}' stands. */
export function MailtoText({ text, email, className }: MailtoTextProps) {
  // Without the token in the copy the address still shows, after the text.
  const [before, ...rest] = text.split(EMAIL_TOKEN);
  return (
    <p className={className}>
      {before}
      <a
        href={`mailto:${email}`}
        className="font-medium text-paper underline decoration-violet-400/60 underline-offset-4 [overflow-wrap:anywhere] hover:text-mint-300 hover:decoration-mint-300"
      >
        {email}
      </a>
      {rest.join(EMAIL_TOKEN)}
    </p>
  );
}
