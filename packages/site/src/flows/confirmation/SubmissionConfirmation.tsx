import {
  applicantDate,
  rupees,
  type SubmissionConfirmation as Confirmation,
} from '@aarambh/machines/schemas';
import {
  Button,
  Card,
  CopyButton,
  DescriptionList,
  Heading,
  Inline,
  LinkButton,
  Stack,
  Text,
} from '@aarambh/ui';
import { fillIn } from '@aarambh/content';
import { useEffect, useRef } from 'react';
import { withContactLinks } from '../../lib/contactLinks';
import { useFormLanguage } from '../forms/FormLanguage';
import type { ConfirmedForm } from './keptConfirmation';

export interface SubmissionConfirmationProps {
  /** Which form's words it uses. */
  form: ConfirmedForm;
  confirmation: Confirmation;
  /** Brings the empty form back (or closes it, on the careers page). */
  onStartOver: () => void;
  /** The heading's level where it sits in the page's outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * What a visitor keeps once their submission is stored, in place of the form: the reference (to
 * copy, and to quote), and for an application what it was for, the fee and transaction id given,
 * the day they will hear by and the status page. It takes the focus when it appears (a region
 * named by its heading), so a keyboard or screen reader user is told the form was replaced and
 * is not left on nothing. In the language of the forms around (`FormLanguage`).
 */
export function SubmissionConfirmation({
  form,
  confirmation,
  onStartOver,
  headingLevel = 2,
}: SubmissionConfirmationProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const { lang, words: formWords } = useFormLanguage();
  const words = formWords.confirmation;
  const said = form === 'career' ? words.application : words[form];
  const application = confirmation.application;
  return (
    <div ref={box} tabIndex={-1} aria-labelledby="submission-confirmation" role="region">
      <Card padding="lg">
        <Stack space="md">
          <Heading level={headingLevel} size="3" id="submission-confirmation">
            {said.heading}
          </Heading>
          <Text>{said.text}</Text>
          <DescriptionList
            items={[
              {
                term: words.reference,
                description: (
                  <Inline space="xs" alignY="center">
                    <Text as="span" weight="semibold">
                      {confirmation.reference}
                    </Text>
                    <CopyButton
                      value={confirmation.reference}
                      label={words.copy}
                      copiedLabel={words.copied}
                      size="small"
                    />
                  </Inline>
                ),
              },
              ...(application
                ? [
                    {
                      term: words.appliedFor,
                      description: `${application.title}, ${application.organisation}`,
                    },
                    ...(application.fee === null
                      ? []
                      : [
                          {
                            term: words.fee,
                            description: fillIn(
                              application.transactionId ? words.feePaidWithId : words.feePaid,
                              {
                                fee: rupees(application.fee),
                                transactionId: application.transactionId ?? '',
                              },
                            ),
                          },
                        ]),
                    { term: words.hearBy, description: applicantDate(application.decisionBy, lang) },
                  ]
                : []),
            ]}
          />
          <Text tone="muted">
            {words.referenceHint} {withContactLinks(words.contactLine)}
          </Text>
          <Inline space="sm">
            {application ? <LinkButton href={application.statusUrl}>{words.statusLink}</LinkButton> : null}
            <Button variant="secondary" onPress={onStartOver}>
              {words.again[form]}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </div>
  );
}
