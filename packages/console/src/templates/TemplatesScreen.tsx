import {
  type ReplySituation,
  type ReplyTemplate,
  replyLimits,
  replySituationLabels,
  replySituations,
} from '@aarambh/machines/schemas';
import { type Locale, locales } from '@aarambh/content';
import { Alert, Button, Card, Heading, Inline, Select, Stack, Text, TextArea, TextField } from '@aarambh/ui';
import { useState } from 'react';
import { call } from '../api';
import { languageLabels } from '../labels';
import { ScreenLoading } from '../layout/ConsoleLayout';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';

const situationOptions = replySituations.map((situation) => ({
  value: situation,
  label: replySituationLabels[situation],
}));

const languageOptions = locales.map((language) => ({ value: language, label: languageLabels[language] }));

/** One template being written: a saved one, or a new one (a fresh id) until it is saved. */
function TemplateForm({ template, onSaved }: { template: ReplyTemplate; onSaved: () => void }) {
  const [draft, setDraft] = useState(template);
  const { run, pending } = useAction();
  const set = (field: keyof ReplyTemplate) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const save = () =>
    run(() => call('saveReplyTemplate', { body: draft }), {
      done: () => `Template saved: ${draft.title}`,
      failed: 'Template not saved',
      then: onSaved,
    });
  return (
    <Card padding="lg" as="section" aria-label={draft.title || 'New template'}>
      <Stack space="md">
        <Select
          label="For"
          options={situationOptions}
          value={draft.situation}
          onChange={(situation) =>
            situation && setDraft((current) => ({ ...current, situation: situation as ReplySituation }))
          }
        />
        <Select
          label="Written in"
          description="A reviewer answering a submission made in this language is offered it first."
          options={languageOptions}
          value={draft.language}
          onChange={(language) =>
            language && setDraft((current) => ({ ...current, language: language as Locale }))
          }
        />
        <TextField label="Name" value={draft.title} onChange={set('title')} />
        <TextField
          label="Subject"
          description={`Up to ${replyLimits.subjectMax} characters`}
          value={draft.subject}
          onChange={set('subject')}
        />
        <TextArea
          label="Message"
          value={draft.body}
          onChange={set('body')}
          characterLimit={replyLimits.bodyMax}
          rows={8}
        />
        <Inline space="sm">
          <Button isDisabled={pending} onPress={() => void save()}>
            Save template
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/**
 * The saved replies staff start from, per situation (admins only): `{name}` and `{reference}` are
 * filled in with the submission's when a reviewer picks one; the reviewer can still edit it.
 */
export function TemplatesScreen() {
  const [loaded, reload] = useLoad(() => call('replyTemplates'), 'templates');
  const [added, setAdded] = useState<ReplyTemplate | null>(null);
  if (loaded.status === 'loading') return <ScreenLoading />;
  if (loaded.status === 'error') return <Alert tone="critical">{loaded.message}</Alert>;
  const saved = () => {
    setAdded(null);
    reload();
  };
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1} size="2">
          Reply templates
        </Heading>
        <Text tone="muted">
          Write {'{name}'} and {'{reference}'} where the submission's name and reference go; reviewers see the
          filled-in text and can change it before they send it.
        </Text>
      </Stack>
      {replySituations.map((situation) => (
        <Stack key={situation} space="md" as="section" aria-labelledby={`situation-${situation}`}>
          <Heading level={2} size="4" id={`situation-${situation}`}>
            {replySituationLabels[situation]}
          </Heading>
          {loaded.value.templates
            .filter((template) => template.situation === situation)
            .map((template) => (
              <TemplateForm key={template.id} template={template} onSaved={saved} />
            ))}
        </Stack>
      ))}
      {added ? (
        <TemplateForm key={added.id} template={added} onSaved={saved} />
      ) : (
        <Inline space="sm">
          <Button
            variant="secondary"
            onPress={() =>
              setAdded({
                id: crypto.randomUUID(),
                situation: 'message',
                language: 'en',
                title: '',
                subject: '',
                body: '',
              })
            }
          >
            Add a template
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
