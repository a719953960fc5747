import {
  documentCalls,
  documentDay,
  documentKindLabels,
  documentLines,
  formatDocumentId,
  linkedInCertificateUrl,
  type NameCheck,
  type PublicDocument,
  type VerifyPageData,
} from '@aarambh/machines/schemas';
import { company } from '@aarambh/content';
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
import { verifyPage as words } from '../content/proof';
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

/** The state as the page's banner says it: what it is, since when, and what it means. */
function State({ document }: { document: PublicDocument }) {
  const on = document.stateOn ? documentDay(document.stateOn.slice(0, 10)) : '';
  const { state } = document;
  const title = state === 'valid' || state === 'superseded' ? words.states[state] : words.states[state](on);
  return (
    <Alert tone={stateTones[state]} title={title} role="status" id="document-state">
      <Text>
        {state === 'valid' ? words.stateTexts.valid(document.kind) : words.stateTexts[state]}
        {state === 'superseded' && document.supersededBy ? (
          <>
            {' '}
            <Link href={documentCalls.documentPage(document.supersededBy)}>
              {words.supersededLink(formatDocumentId(document.supersededBy))}
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
function DocumentPage({ document, nameCheck }: { document: PublicDocument; nameCheck: NameCheck | null }) {
  const { fields } = document;
  const verifyUrl = `${company.siteUrl}${documentCalls.documentPage(document.id)}`;
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>{words.documentHeading(document.kind)}</Heading>
        <Text size="lg" weight="semibold">
          {formatDocumentId(document.id)}
        </Text>
      </Stack>
      <Island id="document" when="interaction">
        <State document={document} />
        <Card as="section" padding="lg" aria-labelledby="printed-heading">
          <Stack space="md">
            <Heading level={2} size="4" id="printed-heading">
              {words.printed}
            </Heading>
            <DescriptionList
              items={[
                { term: words.id, description: formatDocumentId(document.id) },
                { term: words.issuer, description: document.issuer },
                ...documentLines(fields, document.name).map(({ label, value }) => ({
                  term: label,
                  description: value,
                })),
              ]}
            />
          </Stack>
        </Card>
        {document.name === null ? <NameCheckForm id={document.id} nameCheck={nameCheck} /> : null}
        {document.credentialUrl || (fields.kind === 'certificate' && document.state === 'valid') ? (
          <Stack space="sm">
            {document.credentialUrl ? (
              <Stack space="xxs">
                <Link href={document.credentialUrl} download>
                  {words.credential}
                </Link>
                <Text size="sm" tone="muted">
                  {words.credentialText}
                </Text>
              </Stack>
            ) : null}
            {fields.kind === 'certificate' && document.state === 'valid' ? (
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
                  {words.linkedIn}
                </LinkButton>
              </Inline>
            ) : null}
          </Stack>
        ) : null}
        <Link href={documentCalls.verifyPage}>{words.another}</Link>
      </Island>
    </Stack>
  );
}

/**
 * `/verify` and `/verify/ID`: anyone checks a certificate or an offer letter. `/verify` is in
 * search results and the sitemap, so that whoever holds a document finds the company's own page
 * and not a lookalike. The server renders
 * a document's page with its state and every field it prints (`noindex`, never cached), never an
 * address or a phone number, and the holder's name only when they chose to show it. Without
 * server data (the prerendered `/verify`) it is the form for an id typed from paper; every form
 * here is plain HTML, so the page works before any script runs.
 */
export function VerifyPage() {
  const data = useServerData<VerifyPageData>() ?? { form: true };
  const document = 'document' in data ? data.document : null;
  return (
    <>
      <Seo
        title={
          document ? `${documentKindLabels[document.kind]} ${formatDocumentId(document.id)}` : words.title
        }
        description={words.description}
        path={document ? documentCalls.documentPage(document.id) : documentCalls.verifyPage}
        noindex={!('form' in data)}
      />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          {'document' in data ? (
            <DocumentPage document={data.document} nameCheck={data.nameCheck} />
          ) : (
            <Stack space="lg">
              <Stack space="sm">
                <Heading level={1}>{words.heading}</Heading>
                <Text size="lg" tone="muted">
                  {words.intro}
                </Text>
              </Stack>
              <Card padding="lg">
                <Island id="verify-id" when="interaction">
                  <IdForm typed={'problem' in data ? data.typed : null} />
                </Island>
              </Card>
            </Stack>
          )}
        </Container>
      </Box>
    </>
  );
}

export { VerifyPage as Component };
