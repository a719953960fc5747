import { privacyRequestCopy, type Copy } from '@aarambh/content';
import {
  fieldErrors,
  privacyMessages,
  privacyRequestPages,
  privacyRequestSchema,
  privacyRequestTypeLabels,
  privacyRequestTypes,
  type PrivacyRequestType,
} from '@aarambh/machines/schemas';
import {
  Box,
  Button,
  Card,
  Container,
  Form,
  Heading,
  Link,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@aarambh/ui';
import { type ReactNode, useRef, useState } from 'react';
import * as v from 'valibot';
import { NetworkError } from '../api/client';
import { useApiClient } from '../contexts/ApiClientContext';
import { errorsIn, sentLanguage, useFormLanguage } from '../flows/forms/FormLanguage';
import { Seo, type SeoProps } from '../seo/Seo';

type State = { name: 'idle' } | { name: 'pending' } | { name: 'sent' } | { name: 'failed'; message: string };

interface Fields {
  type: string;
  email: string;
  reference: string;
  details: string;
}
const blank: Fields = { type: '', email: '', reference: '', details: '' };

export interface PrivacyRequestViewProps {
  /** The page's words, in its language. */
  words: Copy<typeof privacyRequestCopy>;
  /** Where the page is, in its language. */
  path: string;
  /** How a text is shown (the Hindi page marks its English fragments). @default the text as it is */
  text?: (value: string) => ReactNode;
  /** The page's language for link previews. @default 'en_IN' */
  ogLocale?: SeoProps['ogLocale'];
}

/**
 * The privacy request form, in the language of the forms around (`FormLanguage`): its choices and
 * messages are the machines', shown in that language, and the request is sent in it, so its mail
 * is written in it. A person asks about the data held on the address they used. The answer is the
 * same sentence whatever the address; the request counts once the link mailed to that address is
 * followed. A form like every form on the site: what is typed or pressed before the page's script
 * has run is held and replayed (boot/README.md).
 */
export function PrivacyRequestView({
  words,
  path,
  text = (value) => value,
  ogLocale,
}: PrivacyRequestViewProps) {
  const client = useApiClient();
  const language = useFormLanguage();
  const { message } = language;
  const options = privacyRequestTypes.map((value) => ({
    value,
    label: message(privacyRequestTypeLabels[value].label),
    description: message(privacyRequestTypeLabels[value].description),
  }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [state, setState] = useState<State>({ name: 'idle' });

  // Each field's value is also kept in a ref as it changes: what the boot replays before the page
  // hydrated (the values, then the submit, in one task) is there at once, before React renders again.
  const [values, setValues] = useState<Fields>(blank);
  const latest = useRef<Fields>(blank);
  const change = (field: keyof Fields, value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
  };

  const send = async () => {
    const parsed = v.safeParse(privacyRequestSchema, { ...latest.current, language: sentLanguage(language) });
    if (!parsed.success) {
      setErrors(errorsIn(fieldErrors(parsed.issues), message));
      return;
    }
    setErrors({});
    setState({ name: 'pending' });
    try {
      const response = await client.requestPrivacy(parsed.output);
      setState(
        response.status >= 200 && response.status < 300
          ? { name: 'sent' }
          : { name: 'failed', message: words.failed },
      );
    } catch (error) {
      setState({
        name: 'failed',
        message: error instanceof NetworkError ? message(error.message) : words.failed,
      });
    }
  };

  return (
    <>
      <Seo title={words.title} description={words.description} path={path} ogLocale={ogLocale} />
      <Box paddingY={{ mobile: 'xl', desktop: 'xxl' }}>
        <Container size="narrow">
          <Stack space="xl">
            <Stack space="sm">
              <Heading level={1}>{words.heading}</Heading>
              <Text size="lg" tone="muted">
                {text(words.intro)}
              </Text>
            </Stack>
            <Card as="section" padding="lg">
              <Form
                aria-label={words.heading}
                errorSummaryTitle={language.words.errorSummaryTitle}
                errors={errors}
                onSubmit={(event) => {
                  event.preventDefault();
                  void send();
                }}
              >
                <Stack space="lg" align="left">
                  <RadioGroup
                    label={words.type}
                    name="type"
                    isRequired
                    options={options}
                    value={values.type === '' ? null : (values.type as PrivacyRequestType)}
                    onChange={(value) => change('type', value)}
                  />
                  <TextField
                    label={words.email}
                    description={words.emailHint}
                    name="email"
                    type="email"
                    isRequired
                    autoComplete="email"
                    value={values.email}
                    onChange={(value) => change('email', value)}
                  />
                  <TextField
                    label={words.reference}
                    description={text(words.referenceHint)}
                    name="reference"
                    autoComplete="off"
                    value={values.reference}
                    onChange={(value) => change('reference', value)}
                  />
                  <TextArea
                    label={words.details}
                    description={words.detailsHint}
                    name="details"
                    rows={4}
                    value={values.details}
                    onChange={(value) => change('details', value)}
                  />
                  <Button type="submit" isPending={state.name === 'pending'} pendingLabel={words.pending}>
                    {words.button}
                  </Button>
                  <div role="status">
                    {state.name === 'sent' ? (
                      <Text weight="semibold">{message(privacyMessages.sent)}</Text>
                    ) : null}
                  </div>
                  <div role="alert">
                    {state.name === 'failed' ? <Text tone="critical">{state.message}</Text> : null}
                  </div>
                </Stack>
              </Form>
            </Card>
            <Link href={language.href('/privacy-policy')}>{words.policy}</Link>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

/** `/privacy/request`. */
export function PrivacyRequestPage() {
  return <PrivacyRequestView words={privacyRequestCopy} path={privacyRequestPages.en.form} />;
}

export { PrivacyRequestPage as Component };
