import { applicantDate, rupees, statusPagePaths, type ReceiptPageData } from '@aarambh/machines/schemas';
import { company, receiptPageCopy, type Copy, type Locale } from '@aarambh/content';
import {
  Box,
  Button,
  Card,
  Container,
  DescriptionList,
  Heading,
  Inline,
  Link,
  printHidden,
  Stack,
  Text,
} from '@aarambh/ui';
import { useServerData } from '../boot';
import { Seo } from '../seo/Seo';

/** The receipt's words and languages: the English page's, or its Hindi twin's. */
export interface ReceiptWords {
  copy: Copy<typeof receiptPageCopy>;
  /** The language of the words: English on the Hindi page while its Hindi is stale. */
  locale: Locale;
  /** The language of the page's path: its link goes back to the status page in it. */
  page: Locale;
}

/**
 * `/application-status/receipt`: the receipt of a programme's fee once staff verified it, rendered
 * by the server from the status link's token like the status page: the company's legal name and
 * registered office, the receipt's number and the payment. Printing it needs no more than the
 * browser's print, the button only starts it: the site's chrome leaves itself out of print (the
 * kit's NavBar and Footer, the help bar and cookie banner with the kit's `printHidden`), so the
 * card prints alone, on one A4 page. Its Hindi twin renders it with its words.
 */
export function PaymentReceiptView({ copy: words, locale, page }: ReceiptWords) {
  const data = useServerData<ReceiptPageData>();
  const paths = statusPagePaths[page];
  const statusLink = data?.token ? `${paths.page}?token=${encodeURIComponent(data.token)}` : paths.page;
  return (
    <>
      <Seo
        title={words.title}
        description={words.description}
        path={paths.receipt}
        noindex
        ogLocale={locale === 'hi' ? 'hi_IN' : undefined}
      />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          <Stack space="lg">
            {data && 'receipt' in data ? (
              <Card as="article" padding="lg">
                <Stack space="lg">
                  <Stack space="xs">
                    <Text weight="bold">{company.legalName}</Text>
                    <Text tone="muted">{company.address.registered}</Text>
                    {/* Side by side, or one under the other: never a number broken across lines. */}
                    <Inline space="md">
                      <Link href={`mailto:${company.emails.general}`}>{company.emails.general}</Link>
                      <Link href={company.phone.href}>{company.phone.display}</Link>
                    </Inline>
                  </Stack>
                  <Stack space="xs">
                    <Heading level={1}>{words.heading}</Heading>
                    <Text size="lg" weight="semibold">
                      {words.number} {data.receipt.number}
                    </Text>
                  </Stack>
                  <DescriptionList
                    items={[
                      { term: words.fields.reference, description: data.receipt.reference },
                      { term: words.fields.payer, description: data.receipt.payer },
                      { term: words.fields.programme, description: data.receipt.programme },
                      { term: words.fields.organisation, description: data.receipt.organisation },
                      { term: words.fields.duration, description: data.receipt.duration },
                      { term: words.fields.amount, description: rupees(data.receipt.amount) },
                      { term: words.fields.transactionId, description: data.receipt.transactionId },
                      ...(data.receipt.paymentReference
                        ? [
                            {
                              term: words.fields.paymentReference,
                              description: data.receipt.paymentReference,
                            },
                          ]
                        : []),
                      {
                        term: words.fields.verifiedAt,
                        description: applicantDate(data.receipt.verifiedAt, locale),
                      },
                      {
                        term: words.fields.appliedAt,
                        description: applicantDate(data.receipt.appliedAt, locale),
                      },
                    ]}
                  />
                  <Text tone="muted">{words.note}</Text>
                </Stack>
              </Card>
            ) : (
              <Stack space="sm">
                <Heading level={1}>{words.heading}</Heading>
                <div role="alert">
                  <Text size="lg" tone="critical">
                    {words.problems[data?.problem ?? 'invalid']}
                  </Text>
                </div>
              </Stack>
            )}
            {/* Nothing to press on paper. */}
            <Stack space="sm" align="left" className={printHidden}>
              {data && 'receipt' in data ? (
                <Button onPress={() => window.print()}>{words.print}</Button>
              ) : null}
              <Link href={statusLink}>{words.back}</Link>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export function PaymentReceiptPage() {
  return <PaymentReceiptView copy={receiptPageCopy} locale="en" page="en" />;
}

export { PaymentReceiptPage as Component };
