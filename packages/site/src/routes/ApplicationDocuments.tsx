import {
  documentCalls,
  documentKindLabels,
  documentLines,
  formatDocumentId,
  type ApplicantDocument,
  type DocumentNotice,
} from '@aarambh/machines/schemas';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  DescriptionList,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  printHidden,
} from '@aarambh/ui';
import { StatusAlert, StatusFormToken, useStatusWords } from './statusWords';

const stateTones: Record<ApplicantDocument['state'], BadgeTone> = {
  valid: 'success',
  accepted: 'success',
  revoked: 'critical',
  superseded: 'neutral',
  declined: 'neutral',
  expired: 'warning',
};

/** Whether the holder's name shows on the public verify page: a plain form POST, a button per choice. */
function NameShown({ document, token }: { document: ApplicantDocument; token: string }) {
  const words = useStatusWords().copy.documents;
  return (
    <form method="post" action={documentCalls.nameShown.path} className={printHidden}>
      <StatusFormToken token={token} />
      <input type="hidden" name="id" value={document.id} />
      <Stack space="sm" align="left">
        <Text weight="semibold">{words.name.heading}</Text>
        <Text tone="muted">{document.nameShown ? words.name.shown : words.name.hidden}</Text>
        <Inline space="sm">
          <Button
            type="submit"
            name="shown"
            value="yes"
            variant={document.nameShown ? 'secondary' : 'primary'}
          >
            {words.name.show}
          </Button>
          <Button
            type="submit"
            name="shown"
            value="no"
            variant={document.nameShown ? 'primary' : 'secondary'}
          >
            {words.name.hide}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** An open offer's answer: a plain form POST with the SHA-256 of the letter as shown. */
function OfferAnswer({ document, token }: { document: ApplicantDocument; token: string }) {
  const words = useStatusWords().copy.documents;
  return (
    <form method="post" action={documentCalls.answerOffer.path} className={printHidden}>
      <StatusFormToken token={token} />
      <input type="hidden" name="id" value={document.id} />
      <input type="hidden" name="letter" value={document.letterSha256 ?? ''} />
      <Stack space="sm" align="left">
        <Text>{words.offer.text}</Text>
        <Inline space="sm">
          <Button type="submit" name="answer" value="accepted">
            {words.offer.accept}
          </Button>
          <Button type="submit" name="answer" value="declined" variant="secondary">
            {words.offer.decline}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * A document: its kind and id, its state, and what it prints, which stays as issued (English,
 * marked so on the Hindi page: an offer's answer records the letter exactly as shown).
 */
function DocumentCard({ document, token }: { document: ApplicantDocument; token: string }) {
  const { copy, locale, message, text } = useStatusWords();
  const words = copy.documents;
  const file = `${documentCalls.pdf}?token=${encodeURIComponent(token)}&id=${encodeURIComponent(document.id)}`;
  const headingId = `document-${document.id}`;
  return (
    <Card as="article" padding="lg" aria-labelledby={headingId}>
      <Stack space="md">
        <Inline space="sm" alignY="center">
          <Heading level={3} size="4" id={headingId}>
            {message(documentKindLabels[document.kind])} {text(formatDocumentId(document.id))}
          </Heading>
          <Badge tone={stateTones[document.state]}>{words.states[document.state]}</Badge>
        </Inline>
        <div lang={locale === 'hi' ? 'en' : undefined}>
          <DescriptionList
            items={documentLines(document.fields).map(({ label, value }) => ({
              term: label,
              description: value,
            }))}
          />
        </div>
        <Inline space="md" className={printHidden}>
          <Link href={file} download>
            {text(words.pdf)}
          </Link>
          <Link href={`${file}&format=jwt`} download>
            {words.credential}
          </Link>
          <Link href={documentCalls.documentPage(document.id)}>{words.verify}</Link>
        </Inline>
        {document.canAct && document.kind === 'offer' && document.state === 'valid' ? (
          <OfferAnswer document={document} token={token} />
        ) : null}
        {document.canAct ? <NameShown document={document} token={token} /> : null}
      </Stack>
    </Card>
  );
}

/**
 * The certificates and offer letters issued to the application, newest first, on its status
 * page: what each prints, its PDF and signed credential (through this page's link: there is no
 * other public URL to them), its public verify page, and, from a link mailed to the address, the
 * choice to show the name on that page and an open offer's answer. Every form is a plain POST
 * answered by a redirect back here with `notice`, so it works before any script runs.
 */
export function ApplicationDocuments({
  documents,
  notice,
  token,
}: {
  documents: ApplicantDocument[];
  notice: DocumentNotice | null;
  token: string;
}) {
  const words = useStatusWords().copy.documents;
  const problem = notice === 'changed' || notice === 'expired';
  return (
    <Card as="section" padding="lg" aria-labelledby="documents-heading">
      <Stack space="md">
        <Heading level={2} size="4" id="documents-heading">
          {words.heading}
        </Heading>
        {notice ? (
          <StatusAlert tone={problem ? 'caution' : 'positive'} role={problem ? 'alert' : 'status'}>
            {words.notices[notice]}
          </StatusAlert>
        ) : null}
        <Text tone="muted">{words.intro}</Text>
        <Stack as="ul" space="md">
          {documents.map((document) => (
            <li key={document.id}>
              <DocumentCard document={document} token={token} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
