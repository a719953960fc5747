import { feedbackFormCopy, fillIn, type Copy } from '@aarambh/content';
import { feedbackLimits, visibleErrors } from '@aarambh/machines';
import { Button, Checkbox, Columns, Rating, Stack, TextArea, TextField } from '@aarambh/ui';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SubmissionConfirmation } from '../confirmation/SubmissionConfirmation';
import { useConfirmation } from '../confirmation/useConfirmation';
import { useApiClient } from '../../contexts/ApiClientContext';
import type { FieldEvents } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { LiveField } from '../forms/LiveField';
import { LiveForm, useShownErrors } from '../forms/LiveForm';
import { RetryNotice } from '../forms/RetryNotice';
import { FormPrivacyNotice } from '../forms/Privacy';
import { characterCount, sentLanguage, useFormLanguage } from '../forms/FormLanguage';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { bindFeedbackMachine, FEEDBACK_SOURCE, feedbackNotice, type FeedbackSnapshot } from './feedbackFlow';

const fieldOrder = ['name', 'email', 'isAnonymous', 'rating', 'message'] as const;

export interface FeedbackFormProps {
  /** Sent as the call's `source`. @default 'feedback_page' */
  source?: string;
  /** Its labels, hints and buttons, in the page's language. @default the English */
  words?: Copy<typeof feedbackFormCopy>;
}

/**
 * The feedback page's form (call 4): an optional name and e-mail, a rating from 1 to 5 stars
 * (5 to begin with) and a message of 10 to 1000 characters. Staying anonymous blanks the name and
 * e-mail and sends neither. 'Thank you for your feedback!' and the form resets, or an error toast
 * with the server's message and the values kept. Its messages, and the language the feedback is
 * sent in, are those of the forms around (`FormLanguage`).
 */
export function FeedbackForm({ source = FEEDBACK_SOURCE, words = feedbackFormCopy }: FeedbackFormProps) {
  const client = useApiClient();
  const language = useFormLanguage();
  const actorRef = useActorRef(bindFeedbackMachine(client), {
    input: { source, language: sentLanguage(language) },
  });
  const { send } = actorRef;
  useToastOnEntry(actorRef, (snapshot) => feedbackNotice(snapshot, language.message));
  // What the form itself reads, as the contact form: a key renders its field, errors that come or
  // go render the fields (LiveForm, LiveField).
  const anonymous = useSelector(actorRef, (snapshot) => snapshot.context.values.isAnonymous);
  const submitting = useSelector(actorRef, (snapshot) => snapshot.matches('submitting'));
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches({ editing: 'failed' }));
  const { confirmation, startOver } = useConfirmation(
    'feedback',
    useSelector(actorRef, (snapshot) => snapshot.context.confirmation),
  );

  const events: FieldEvents<FeedbackSnapshot['context']['values']> = {
    change: (field, value) => send({ type: 'feedback.change', field, value }),
    blur: (field) => send({ type: 'feedback.blur', field }),
  };
  const live = { actor: actorRef, values: feedbackValues, events };

  if (confirmation)
    return <SubmissionConfirmation form="feedback" confirmation={confirmation} onStartOver={startOver} />;
  return (
    <LiveForm
      aria-label={words.formLabel}
      actor={actorRef}
      errors={feedbackErrors}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'feedback.submit' });
      }}
    >
      <Stack space="lg">
        <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
          <LiveField {...live} field="name">
            {(bind) => (
              <TextField
                label={words.name}
                description={anonymous ? words.notSentWhileAnonymous : language.words.optional}
                autoComplete="name"
                isDisabled={anonymous}
                {...bind.text('name')}
              />
            )}
          </LiveField>
          <LiveField {...live} field="email">
            {(bind) => (
              <TextField
                label={words.email}
                description={anonymous ? words.notSentWhileAnonymous : language.words.optional}
                type="email"
                autoComplete="email"
                isDisabled={anonymous}
                {...bind.text('email')}
              />
            )}
          </LiveField>
        </Columns>
        <Checkbox
          label={words.anonymous}
          description={words.anonymousHint}
          name="isAnonymous"
          isSelected={anonymous}
          onChange={(checked) => send({ type: 'feedback.setAnonymous', anonymous: checked })}
        />
        <RatingField actor={actorRef} words={words} />
        <LiveField {...live} field="message">
          {(bind) => (
            <TextArea
              label={words.message}
              isRequired
              rows={6}
              characterLimit={feedbackLimits.message.max}
              {...characterCount(language.words)}
              {...bind.text('message')}
            />
          )}
        </LiveField>
        <FormPrivacyNotice form="feedback" />
        {failed ? (
          <RetryNotice title={words.notSent} onRetry={() => send({ type: 'feedback.submit' })} />
        ) : null}
        <Stack align="left">
          <Button type="submit" size="large" isPending={submitting} pendingLabel={words.submitting}>
            {words.submit}
          </Button>
        </Stack>
      </Stack>
    </LiveForm>
  );
}

const feedbackValues = (snapshot: FeedbackSnapshot) => snapshot.context.values;
const feedbackErrors = (snapshot: FeedbackSnapshot) =>
  inFieldOrder(visibleErrors(snapshot.context), fieldOrder);

/** The stars, reading their value from the form's machine and their error from the form. */
function RatingField({
  actor,
  words,
}: {
  actor: ActorRefFrom<ReturnType<typeof bindFeedbackMachine>>;
  words: Copy<typeof feedbackFormCopy>;
}) {
  const rating = useSelector(actor, (snapshot) => snapshot.context.values.rating);
  const error = useShownErrors().rating;
  return (
    <Rating
      label={words.rating}
      name="rating"
      starLabel={(count) => (count === 1 ? words.oneStar : fillIn(words.stars, { count: String(count) }))}
      valueText={(value, max) => fillIn(words.ratingValue, { value: String(value), max: String(max) })}
      isRequired
      value={rating}
      onChange={(value) => actor.send({ type: 'feedback.setRating', rating: value })}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
