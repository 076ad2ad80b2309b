/**
 * The experiment's form (src/content/experiments/<name>.yaml): the page tested, its versions
 * (each another campaign page, made with 'Duplicate'), their shares, and on or off. The fields
 * take what src/experiments/plan.ts takes; what they cannot check (the shares adding up to 100,
 * a page tested twice), the build refuses naming the file and the field.
 */
import { type ComponentSchema, fields } from '@keystatic/core';

const share = (label: string) =>
  fields.integer({
    label,
    description: 'Per cent of the visitors who accept measurement; all the shares add up to 100.',
    defaultValue: 50,
    validation: { isRequired: true, min: 0, max: 100 },
  });

const page = (label: string, description: string) =>
  fields.relationship({
    label,
    description,
    collection: 'campaigns',
    validation: { isRequired: true },
  });

export const experimentForm: Record<string, ComponentSchema> = {
  page: page('Page tested', 'The campaign page as it is: the version every other visitor sees.'),
  running: fields.checkbox({
    label: 'Running',
    description:
      'On: the CDN shows each visitor who accepts measurement one version, and keeps it. Off: everyone sees the page.',
  }),
  pageShare: share("The page's own share"),
  variants: fields.array(
    fields.object({
      name: fields.text({
        label: 'Name',
        description:
          "How the analytics name this version: lower-case words and dashes, e.g. 'shorter-headline'.",
        validation: {
          length: { min: 1 },
          pattern: {
            regex: /^(?!control$)[a-z0-9]+(-[a-z0-9]+)*$/,
            message: "Name: lower-case letters, digits and dashes, and not 'control'",
          },
        },
      }),
      page: page(
        'Its page',
        "A copy of the page tested ('Duplicate' on it), changed: its address is seen by no search engine.",
      ),
      share: share('Its share'),
      servedToEveryone: fields.checkbox({
        label: 'Make this version the page',
        description:
          'Ends the test: from the next build, everyone sees this version at the page’s address.',
      }),
    }),
    {
      label: 'Versions',
      description: 'One or more versions beside the page itself.',
      itemLabel: (props) => props.fields.name.value || 'A version',
      validation: { length: { min: 1 } },
    },
  ),
};
