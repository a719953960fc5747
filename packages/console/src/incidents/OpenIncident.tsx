import {
  type IncidentView,
  type OpenIncidentInput,
  incidentLimits,
  openIncidentSchema,
  submissionKindNames,
  validateFields,
} from '@aarambh/machines/schemas';
import {
  Button,
  Checkbox,
  Form,
  Heading,
  Inline,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@aarambh/ui';
import { type FormEvent, useState } from 'react';
import { call } from '../api';
import { kindLabels } from '../labels';
import { useAction } from '../useAction';

type Kind = (typeof submissionKindNames)[number];

/**
 * Opening an incident: what happened, when it was detected (IST, which starts both clocks), and
 * which records it touched, by kind and a range of days or by the references found.
 */
export function OpenIncident({ onOpened }: { onOpened: (incident: IncidentView) => void }) {
  const { run, pending } = useAction();
  const [by, setBy] = useState<'kinds' | 'references'>('kinds');
  const [kinds, setKinds] = useState<Kind[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const request: OpenIncidentInput = {
      summary: text('summary'),
      detectedAt: text('detectedAt'),
      records:
        by === 'kinds'
          ? { by, kinds, from: text('from'), to: text('to') }
          : {
              by,
              references: text('references')
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            },
    };
    // The schema's messages by field; a record's rule is shown beside the records' fields.
    const found = Object.fromEntries(
      Object.entries(validateFields(openIncidentSchema, request)).map(([path, message]) => [
        path.startsWith('records')
          ? by === 'kinds'
            ? path.includes('kinds')
              ? 'kinds'
              : 'from'
            : 'references'
          : path,
        message,
      ]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(() => call('openIncident', { body: request }), {
      done: ({ incident }) => `Incident opened: ${incident.addresses.length} people affected`,
      failed: 'Not opened',
      then: ({ incident }) => onOpened(incident),
    });
  }

  return (
    <Form onSubmit={(event) => void open(event)} errors={errors}>
      <Stack space="md">
        <Heading level={2} size="3" id="open-incident">
          Open an incident
        </Heading>
        <Text tone="muted">
          Both clocks start from when it was detected: CERT-In within 6 hours, the Data Protection Board
          within 72.
        </Text>
        <TextArea
          name="summary"
          label="What happened"
          description="Its nature, where it happened and what it exposed, in plain words: the notice begins with it."
          rows={4}
          characterLimit={incidentLimits.summaryMax}
          isRequired
        />
        <TextField name="detectedAt" label="Detected at (IST)" type="datetime-local" isRequired />
        <RadioGroup
          label="Which records it touched"
          value={by}
          onChange={setBy}
          options={[
            { value: 'kinds', label: 'By kind of submission and a range of days' },
            { value: 'references', label: 'Chosen submissions, by reference' },
          ]}
        />
        {by === 'kinds' ? (
          <Stack space="sm">
            <div role="group" aria-labelledby="incident-kinds">
              <Text weight="semibold" id="incident-kinds">
                Kinds of submission
              </Text>
              {submissionKindNames.map((kind) => (
                <Checkbox
                  key={kind}
                  name="kinds"
                  label={kindLabels[kind]}
                  isSelected={kinds.includes(kind)}
                  onChange={(selected) =>
                    setKinds((chosen) =>
                      selected ? [...chosen, kind] : chosen.filter((other) => other !== kind),
                    )
                  }
                  isInvalid={Boolean(errors.kinds)}
                  errorMessage={kind === submissionKindNames.at(-1) ? errors.kinds : undefined}
                />
              ))}
            </div>
            <Inline space="md">
              <TextField name="from" label="From (IST day)" type="date" isRequired />
              <TextField name="to" label="To (IST day)" type="date" isRequired />
            </Inline>
          </Stack>
        ) : (
          <TextArea
            name="references"
            label="References"
            description="One a line, for example AL-7K3M-Q2PC"
            rows={5}
            isRequired
          />
        )}
        <Inline space="sm">
          <Button type="submit" isPending={pending}>
            Open the incident
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
