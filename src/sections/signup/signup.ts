/**
 * A signup box: why to join the list, the form (name and e-mail, sent to the signup endpoint of
 * the settings), and e-mail as the plain way in where the form cannot run.
 */
import { z } from 'astro/zod';
import { text, textWithEmail } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const signup = sectionKind({
  label: 'Signup box (mailing list)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    eyebrow: text,
    title: text,
    text,
    perks: z.array(text).min(1).max(4),
    form: z.strictObject({
      nameLabel: text,
      namePlaceholder: text,
      emailLabel: text,
      emailPlaceholder: text,
      submit: text,
      /** On the button while the signup endpoint (site.config) answers. */
      sending: text,
      /** On the disabled button, and announced, for 3 seconds after a signup. */
      submitted: text,
      /** Announced when the signup endpoint did not take the signup; the fields keep their text. */
      failed: text,
      privacy: text,
    }),
    /** Without JavaScript the form opens an e-mail to the agency with this subject. */
    mailSubject: text,
    /** '{email}' marks where the contact address goes, as a link. */
    mailAlternative: textWithEmail,
  }),
  words: {
    eyebrow: { label: 'Small line above the heading' },
    title: { label: 'Heading' },
    text: { label: 'Paragraph under the heading', multiline: true },
    perks: { label: 'What joining gives', itemName: 'Line' },
    form: { label: 'Form', description: "The form's labels, button and messages." },
    mailSubject: {
      label: 'E-mail subject',
      description: 'Without JavaScript the button opens an e-mail to you with this subject.',
    },
    mailAlternative: {
      description:
        "Shown without JavaScript; '{email}' is replaced by the contact address, as a link.",
    },
  },
  defaultAnchor: 'signup',
});
export type SignupSection = z.output<typeof signup.schema>;
