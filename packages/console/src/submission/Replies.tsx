import {
  type ReplyTemplate,
  type SubmissionDetail,
  fillReplyTemplate,
  replyLimits,
  replyMessages,
  replySituation,
} from '@aarambh/machines/schemas';
import { Button, Card, Heading, Select, Stack, Text, TextArea, TextField } from '@aarambh/ui';
import { useState } from 'react';
import { call } from '../api';
import { answerIn, languageLabels, mailStateLabels, when } from '../labels';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';
import { Written } from '../Written';
import * as styles from './SubmissionScreen.css';

/**
 * Writing to the person who sent a submission: a saved template for its situation, those in its
 * language first (the name and reference filled in), edited as needed, sent through the outbox to
 * the address it gave. The API takes no address: a reply can go nowhere else.
 */
export function ReplyComposer({
  item,
  language,
  onSent,
}: {
  item: SubmissionDetail['item'];
  language: SubmissionDetail['language'];
  onSent: () => void;
}) {
  const situation = replySituation(item.kind);
  const [templates] = useLoad(() => call('replyTemplates'), 'reply-templates');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const { run, pending } = useAction();
  if (!situation) return null;

  // The situation's templates, those in the submission's language first; another language's say
  // which it is.
  const offered: ReplyTemplate[] =
    templates.status === 'done'
      ? templates.value.templates
          .filter((t) => t.situation === situation)
          .sort((a, b) => Number(b.language === language) - Number(a.language === language))
      : [];
  const choose = (id: string | null) => {
    setTemplateId(id);
    const template = offered.find((candidate) => candidate.id === id);
    if (!template) return;
    const values = { name: item.name, reference: item.reference };
    setSubject(fillReplyTemplate(template.subject, values));
    setBody(fillReplyTemplate(template.body, values));
  };
  const send = () =>
    run(() => call('reply', { body: { submissionId: item.id, templateId, subject, body } }), {
      done: () => `Reply sent to ${item.email}`,
      failed: 'Reply not sent',
      then: () => {
        setTemplateId(null);
        setSubject('');
        setBody('');
        onSent();
      },
    });

  return (
    <Card padding="lg" as="section" aria-labelledby="reply">
      <Stack space="md">
        <Heading level={2} size="4" id="reply">
          Reply
        </Heading>
        {item.email === null ? (
          <Text tone="muted">{replyMessages.noAddress}.</Text>
        ) : (
          <>
            <Text tone="muted">
              To {item.email}, from the company's address; answers come to the team's inbox.
            </Text>
            {language === 'en' ? null : (
              <Text weight="semibold">
                {answerIn(language)}. The e-mail's own words around yours are in {languageLabels[language]}{' '}
                when you write in its script.
              </Text>
            )}
            <Select
              label="Start from a template"
              options={offered.map((template) => ({
                value: template.id,
                label:
                  template.language === language
                    ? template.title
                    : `${template.title} (${languageLabels[template.language]})`,
                // A Hindi name among the console's English is read in Hindi.
                lang: template.language === 'en' ? undefined : template.language,
              }))}
              value={templateId}
              onChange={choose}
            />
            <TextField
              label="Subject"
              description={`Up to ${replyLimits.subjectMax} characters`}
              value={subject}
              onChange={setSubject}
            />
            <TextArea
              label="Message"
              value={body}
              onChange={setBody}
              characterLimit={replyLimits.bodyMax}
              rows={8}
            />
            <Button
              isDisabled={subject.trim() === '' || body.trim() === '' || pending}
              onPress={() => void send()}
            >
              Send reply
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** What staff replied, oldest first: who, when, the words sent and whether the e-mail went. */
export function RepliesSent({ replies }: { replies: SubmissionDetail['replies'] }) {
  if (replies.length === 0) return null;
  return (
    <Card padding="lg" as="section" aria-labelledby="replies">
      <Stack space="md">
        <Heading level={2} size="4" id="replies">
          Replies sent
        </Heading>
        <ol className={styles.history}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <Text size="sm" tone="muted">
                {when(reply.at)} · {reply.staffEmail ?? 'staff'} ·{' '}
                {mailStateLabels[reply.mailStatus] ?? reply.mailStatus}
              </Text>
              <Text weight="semibold">
                <Written>{reply.subject}</Written>
              </Text>
              <div className={styles.replyBody}>
                <Text>
                  <Written>{reply.body}</Written>
                </Text>
              </div>
            </li>
          ))}
        </ol>
      </Stack>
    </Card>
  );
}
