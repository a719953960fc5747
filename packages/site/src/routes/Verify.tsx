import {
  documentDay,
  documentLines,
  formatDocumentId,
  linkedInCertificateUrl,
  verifyPages,
  type NameCheck,
  type PublicDocument,
  type VerifyPageData,
} from '@aarambh/machines/schemas';
import { company, fillIn, verifyCopy, type Copy, type Locale } from '@aarambh/content';
import type { ReactNode } from 'react';
import {
  Alert,
  type AlertTone,
  Box,
  Card,
  Container,
  DescriptionList,
  Heading,
  Inline,
  Link,
  LinkButton,
  Stack,
  Text,
} from '@aarambh/ui';
import { Island, islandComponent, useServerData } from '../boot';
import { Seo } from '../seo/Seo';

const stateTones: Record<PublicDocument['state'], AlertTone> = {
  valid: 'positive',
  accepted: 'positive',
  revoked: 'critical',
  superseded: 'caution',
  declined: 'caution',
  expired: 'caution',
};

/**
 * A verify page in a language: its words, the language they are in (which writes the dates), the
 * pages its forms and links lead to (the Hindi page's stay in Hindi, also while its words fall
 * back to English), and how a text with Latin-script words in it is shown (Hindi marks them).
 */
export interface VerifyLanguage {
  words: Copy<typeof verifyCopy>;
  locale: Locale;
  pages: (typeof verifyPages)[Locale];
  text: (value: string) => ReactNode;
  /** What a Hindi page says above what the document prints, which stays in English as printed. */
  printedNote?: string | undefined;
}

const english: VerifyLanguage = {
  words: verifyCopy,
  locale: 'en',
  pages: verifyPages.en,
  text: (value) => value,
};

/** The state as the page's banner says it: what it is, since when, and what it means. */
function State({ document, language }: { document: PublicDocument; language: VerifyLanguage }) {
  const { words, locale, pages, text } = language;
  const { state } = document;
  const date = document.stateOn ? documentDay(document.stateOn.slice(0, 10), locale) : '';
  const title = fillIn(words.states[state], { date });
  return (
    <Alert tone={stateTones[state]} title={title} role="status" id="document-state">
      <Text>
        {text(state === 'valid' ? words.stateTexts.valid[document.kind] : words.stateTexts[state])}
        {state === 'superseded' && document.supersededBy ? (
          <>
            {' '}
            <Link href={pages.document(document.supersededBy)}>
              {fillIn(words.supersededLink, { id: formatDocumentId(document.supersededBy) })}
            </Link>
          </>
        ) : null}
      </Text>
    </Alert>
  );
}

// The forms' code (the kit's fields) waits for the visitor: the page is text and plain HTML forms
// until then (boot/README.md, "Islands").
const IdForm = islandComponent(() => import('./VerifyForms').then((module) => module.IdForm));
const NameCheckForm = islandComponent(() => import('./VerifyForms').then((module) => module.NameCheckForm));

/** A document's page: its state first, then who issued it and every field it prints. */
function DocumentPage({
  document,
  nameCheck,
  language,
}: {
  document: PublicDocument;
  nameCheck: NameCheck | null;
  language: VerifyLanguage;
}) {
  const { words, pages, text } = language;
  const { fields } = document;
  // LinkedIn links the English page: the one the credential and the printed document name.
  const verifyUrl = `${company.siteUrl}${verifyPages.en.document(document.id)}`;
  // A valid certificate goes on a LinkedIn profile while its holder shows their name: with the name
  // hidden, the page it links to would not say whose it is (and the signed credential is withheld).
  const offersLinkedIn =
    fields.kind === 'certificate' && document.state === 'valid' && document.name !== null;
  // What the document prints stays in English, as printed: marked so on a Hindi page.
  const asPrinted = (value: string): ReactNode =>
    language.printedNote ? <span lang="en">{value}</span> : value;
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>{words.documentHeadings[document.kind]}</Heading>
        <Text size="lg" weight="semibold">
          {formatDocumentId(document.id)}
        </Text>
      </Stack>
      <Island id="document" when="interaction">
        <State document={document} language={language} />
        <Card as="section" padding="lg" aria-labelledby="printed-heading">
          <Stack space="md">
            <Heading level={2} size="4" id="printed-heading">
              {words.printed}
            </Heading>
            {language.printedNote ? <Text tone="muted">{language.printedNote}</Text> : null}
            <DescriptionList
              items={[
                { term: words.id, description: formatDocumentId(document.id) },
                { term: words.issuer, description: asPrinted(document.issuer) },
                ...documentLines(fields, document.name).map(({ label, value }) => ({
                  term: asPrinted(label),
                  description: asPrinted(value),
                })),
              ]}
            />
          </Stack>
        </Card>
        {document.name === null ? (
          <NameCheckForm
            action={pages.document(document.id)}
            nameCheck={nameCheck}
            words={words.nameCheck}
            text={text}
          />
        ) : null}
        {document.credentialUrl || offersLinkedIn ? (
          <Stack space="sm">
            {document.credentialUrl ? (
              <Stack space="xxs">
                <Link href={document.credentialUrl} download>
                  {words.credential}
                </Link>
                <Text size="sm" tone="muted">
                  {text(words.credentialText)}
                </Text>
              </Stack>
            ) : null}
            {offersLinkedIn ? (
              <Inline space="sm">
                <LinkButton
                  variant="secondary"
                  href={linkedInCertificateUrl({
                    id: document.id,
                    programme: fields.programme,
                    issuer: document.issuer,
                    issuedOn: fields.issuedOn,
                    verifyUrl,
                  })}
                >
                  {text(words.linkedIn)}
                </LinkButton>
              </Inline>
            ) : null}
          </Stack>
        ) : null}
        <Link href={pages.form}>{words.another}</Link>
      </Island>
    </Stack>
  );
}

/** A verify page's view in a language (`VerifyLanguage`): the form, or a document's page. */
export function VerifyView({
  language = english,
  ogLocale,
}: {
  language?: VerifyLanguage;
  ogLocale?: 'hi_IN';
}) {
  const { words, pages, text } = language;
  const data = useServerData<VerifyPageData>() ?? { form: true };
  const document = 'document' in data ? data.document : null;
  return (
    <>
      <Seo
        title={
          document ? `${words.documentHeadings[document.kind]} ${formatDocumentId(document.id)}` : words.title
        }
        description={words.description}
        path={document ? pages.document(document.id) : pages.form}
        noindex={!('form' in data)}
        {...(ogLocale ? { ogLocale } : {})}
      />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          {'document' in data ? (
            <DocumentPage document={data.document} nameCheck={data.nameCheck} language={language} />
          ) : (
            <Stack space="lg">
              <Stack space="sm">
                <Heading level={1}>{words.heading}</Heading>
                <Text size="lg" tone="muted">
                  {text(words.intro)}
                </Text>
              </Stack>
              <Card padding="lg">
                <Island id="verify-id" when="interaction">
                  <IdForm
                    action={pages.form}
                    typed={'problem' in data ? data.typed : null}
                    words={words}
                    text={text}
                  />
                </Island>
              </Card>
            </Stack>
          )}
        </Container>
      </Box>
    </>
  );
}

/**
 * `/verify` and `/verify/ID`: anyone checks a certificate or an offer letter. `/verify` is in
 * search results and the sitemap, so that whoever holds a document finds the company's own page
 * and not a lookalike. The server renders
 * a document's page with its state and every field it prints (`noindex`, never cached), never an
 * address or a phone number, and the holder's name only when they chose to show it. Without
 * server data (the prerendered `/verify`) it is the form for an id typed from paper; every form
 * here is plain HTML, so the page works before any script runs. Its Hindi twin is
 * routes/hi/Verify.tsx.
 */
export function VerifyPage() {
  return <VerifyView />;
}

export { VerifyPage as Component };
