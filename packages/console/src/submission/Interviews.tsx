import {
  type InterviewMode,
  type InterviewSlot,
  type SubmissionDetail,
  interviewDetailLabels,
  interviewLimits,
  interviewModeLabels,
  interviewModes,
  interviewTime,
} from '@aarambh/machines/schemas';
import { Button, Card, Checkbox, Heading, Inline, Select, Stack, Text, TextField } from '@aarambh/ui';
import { useState } from 'react';
import { call } from '../api';
import { when } from '../labels';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';
import * as styles from './SubmissionScreen.css';

interface Draft {
  startsAt: string;
  minutes: string;
  mode: InterviewMode;
  detail: string;
}
const blank = (): Draft => ({ startsAt: '', minutes: '45', mode: 'video', detail: '' });
const lengths = ['30', '45', '60', '90'].map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));
const modeOptions = interviewModes.map((mode) => ({ value: mode, label: interviewModeLabels[mode] }));

/** One time as staff read it: when (IST), how, and where. */
const slotLine = (slot: InterviewSlot) =>
  `${interviewTime(slot.startsAt, slot.minutes)} · ${interviewModeLabels[slot.mode]} · ${slot.detail}`;

/**
 * A shortlisted application's interview: the time it booked, the times offered and still open,
 * what the applicant asked, and a form to offer two to five times (new ones, in IST, or open times
 * already offered to others: the first to book one takes it from everyone).
 */
export function InterviewPlanner({
  item,
  interviews,
  onChanged,
}: {
  item: SubmissionDetail['item'];
  interviews: SubmissionDetail['interviews'];
  onChanged: () => void;
}) {
  const [drafts, setDrafts] = useState<Draft[]>([blank(), blank()]);
  const [existing, setExisting] = useState<string[]>([]);
  const [board, reloadBoard] = useLoad(() => call('interviews'), 'interview-board');
  const { run, pending } = useAction();
  const applies = item.kind === 'application' || item.kind === 'career';
  if (!applies || (item.stage !== 'shortlisted' && !interviews.booked)) return null;

  const offeredHere = new Set(interviews.offered.map((slot) => slot.id));
  const reusable =
    board.status === 'done'
      ? board.value.open.filter(({ slot }) => !offeredHere.has(slot.id)).map(({ slot }) => slot)
      : [];
  const filled = drafts.filter((draft) => draft.startsAt !== '' || draft.detail.trim() !== '');
  const count = filled.length + existing.length;
  const set = (index: number, change: Partial<Draft>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  const offer = () =>
    run(
      () =>
        call('offerInterview', {
          body: {
            submissionId: item.id,
            slots: filled.map((draft) => ({ ...draft, minutes: Number(draft.minutes) })),
            existing,
          },
        }),
      {
        done: () => `Interview times offered to ${item.email ?? item.name}`,
        failed: 'Times not offered',
        then: () => {
          setDrafts([blank(), blank()]);
          setExisting([]);
          reloadBoard();
          onChanged();
        },
      },
    );

  return (
    <Card padding="lg" as="section" aria-labelledby="interview">
      <Stack space="md">
        <Heading level={2} size="4" id="interview">
          Interview
        </Heading>
        {interviews.booked ? (
          <Text>
            <Text as="span" weight="semibold">
              Booked:
            </Text>{' '}
            {slotLine(interviews.booked)}
          </Text>
        ) : (
          <Text tone="muted">Nothing booked yet.</Text>
        )}
        {interviews.offered.length > 0 && (
          <Stack space="xs">
            <Text weight="semibold">Offered and open</Text>
            <ul className={styles.history}>
              {interviews.offered.map((slot) => (
                <li key={slot.id}>
                  <Text>{slotLine(slot)}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
        {interviews.requests.length > 0 && (
          <Stack space="xs">
            <Text weight="semibold">Asked for another time</Text>
            <ul className={styles.history}>
              {interviews.requests.map((request) => (
                <li key={request.id}>
                  <Text size="sm" tone="muted">
                    {when(request.at)}
                  </Text>
                  {request.message && <Text>{request.message}</Text>}
                </li>
              ))}
            </ul>
          </Stack>
        )}
        {item.stage === 'shortlisted' && (
          <Stack space="md">
            <Text tone="muted">
              Offer {interviewLimits.slotsMin} to {interviewLimits.slotsMax} times, in India's time (IST). The
              applicant gets an e-mail and picks one on their status page.
            </Text>
            {drafts.map((draft, index) => (
              <fieldset key={index} className={styles.interviewTime}>
                <legend>
                  <Text weight="semibold">New time {index + 1}</Text>
                </legend>
                <Stack space="sm">
                  <TextField
                    label="Date and time (IST)"
                    type="datetime-local"
                    value={draft.startsAt}
                    onChange={(startsAt) => set(index, { startsAt })}
                  />
                  <Inline space="sm">
                    <Select
                      label="Length"
                      options={lengths}
                      value={draft.minutes}
                      onChange={(minutes) => minutes && set(index, { minutes })}
                    />
                    <Select
                      label="How"
                      options={modeOptions}
                      value={draft.mode}
                      onChange={(mode) => mode && set(index, { mode: mode as InterviewMode })}
                    />
                  </Inline>
                  <TextField
                    label={interviewDetailLabels[draft.mode]}
                    value={draft.detail}
                    onChange={(detail) => set(index, { detail })}
                  />
                </Stack>
              </fieldset>
            ))}
            {drafts.length < interviewLimits.slotsMax && (
              <Inline space="sm">
                <Button variant="secondary" onPress={() => setDrafts((current) => [...current, blank()])}>
                  Add a time
                </Button>
              </Inline>
            )}
            {reusable.length > 0 && (
              <Stack space="xs">
                <Text weight="semibold">Or offer open times already offered to others</Text>
                {reusable.map((slot) => (
                  <Checkbox
                    key={slot.id}
                    label={slotLine(slot)}
                    isSelected={existing.includes(slot.id)}
                    onChange={(chosen) =>
                      setExisting((current) =>
                        chosen ? [...current, slot.id] : current.filter((id) => id !== slot.id),
                      )
                    }
                  />
                ))}
              </Stack>
            )}
            <Inline space="sm">
              <Button
                isDisabled={count < interviewLimits.slotsMin || count > interviewLimits.slotsMax || pending}
                onPress={() => void offer()}
              >
                {`Offer ${count === 1 ? '1 time' : `${count} times`}`}
              </Button>
            </Inline>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
