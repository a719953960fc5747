import { feedbackLimits, visibleErrors } from '@aarambh/machines';
import { Button, Checkbox, Columns, Form, Rating, Stack, TextArea, TextField } from '@aarambh/ui';
import { useMachine } from '@xstate/react';
import { SubmissionConfirmation } from '../confirmation/SubmissionConfirmation';
import { useConfirmation } from '../confirmation/useConfirmation';
import { useApiClient } from '../../contexts/ApiClientContext';
import { fieldBindings } from '../forms/fieldBindings';
import { inFieldOrder } from '../forms/fieldOrder';
import { RetryNotice } from '../forms/RetryNotice';
import { FormPrivacyNotice } from '../forms/Privacy';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { bindFeedbackMachine, FEEDBACK_SOURCE, feedbackNotice } from './feedbackFlow';

const fieldOrder = ['name', 'email', 'isAnonymous', 'rating', 'message'] as const;

export interface FeedbackFormProps {
  /** Sent as the call's `source`. @default 'feedback_page' */
  source?: string;
}

/**
 * The feedback page's form (call 4): an optional name and e-mail, a rating from 1 to 5 stars
 * (5 to begin with) and a message of 10 to 1000 characters. Staying anonymous blanks the name and
 * e-mail and sends neither. 'Thank you for your feedback!' and the form resets, or an error toast
 * with the server's message and the values kept.
 */
export function FeedbackForm({ source = FEEDBACK_SOURCE }: FeedbackFormProps) {
  const client = useApiClient();
  const [snapshot, send, actorRef] = useMachine(bindFeedbackMachine(client), { input: { source } });
  useToastOnEntry(actorRef, feedbackNotice);
  const { values } = snapshot.context;
  const errors = inFieldOrder(visibleErrors(snapshot.context), fieldOrder);
  const anonymous = values.isAnonymous;

  const bind = fieldBindings(values, errors, {
    change: (field, value) => send({ type: 'feedback.change', field, value }),
    blur: (field) => send({ type: 'feedback.blur', field }),
  });
  const { confirmation, startOver } = useConfirmation('feedback', snapshot.context.confirmation);

  if (confirmation)
    return <SubmissionConfirmation form="feedback" confirmation={confirmation} onStartOver={startOver} />;
  return (
    <Form
      aria-label="Your Feedback"
      errors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'feedback.submit' });
      }}
    >
      <Stack space="lg">
        <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
          <TextField
            label="Name"
            description={anonymous ? 'Not sent while you stay anonymous' : 'Optional'}
            autoComplete="name"
            isDisabled={anonymous}
            {...bind.text('name')}
          />
          <TextField
            label="Email Address"
            description={anonymous ? 'Not sent while you stay anonymous' : 'Optional'}
            type="email"
            autoComplete="email"
            isDisabled={anonymous}
            {...bind.text('email')}
          />
        </Columns>
        <Checkbox
          label="Submit anonymously"
          description="Your name and e-mail address are cleared and not sent."
          name="isAnonymous"
          isSelected={anonymous}
          onChange={(checked) => send({ type: 'feedback.setAnonymous', anonymous: checked })}
        />
        <Rating
          label="Your Rating"
          name="rating"
          isRequired
          value={values.rating}
          onChange={(rating) => send({ type: 'feedback.setRating', rating })}
          isInvalid={errors.rating !== undefined}
          errorMessage={errors.rating}
        />
        <TextArea
          label="Message"
          isRequired
          rows={6}
          characterLimit={feedbackLimits.message.max}
          {...bind.text('message')}
        />
        <FormPrivacyNotice form="feedback" />
        {snapshot.matches({ editing: 'failed' }) ? (
          <RetryNotice
            title="Your feedback has not been sent."
            onRetry={() => send({ type: 'feedback.submit' })}
          />
        ) : null}
        <Stack align="left">
          <Button
            type="submit"
            size="large"
            isPending={snapshot.matches('submitting')}
            pendingLabel="Submitting..."
          >
            Submit Feedback
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
