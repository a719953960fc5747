import { purposes, type Purpose, type SubmissionDetail } from '@aarambh/machines/schemas';
import { Card, DescriptionList, Heading, Stack, Text } from '@aarambh/ui';
import { languageLabels, when } from '../labels';

const channelLabels: Record<string, string> = {
  web: 'on the form',
  'email-link': 'through the link in an e-mail or on the status page',
  console: 'by staff',
};

/**
 * A submission's consent record, the proof the DPDP Act asks for: per purpose, each choice in
 * time (given, not given, withdrawn), how and when, and the notice's version (its SHA-256) and the
 * language it was shown in.
 */
export function ConsentRecord({ consents }: { consents: SubmissionDetail['consents'] }) {
  if (consents.length === 0) return null;
  const shown = Object.keys(purposes).filter((purpose) =>
    consents.some((consent) => consent.purpose === purpose),
  ) as Purpose[];
  return (
    <Card padding="lg" as="section" aria-labelledby="consents">
      <Stack space="md">
        <Heading level={2} size="4" id="consents">
          Consent record
        </Heading>
        <DescriptionList
          items={shown.map((purpose) => ({
            term: purposes[purpose].title,
            description: (
              <Stack space="xs">
                {consents
                  .filter((consent) => consent.purpose === purpose)
                  .map((consent, index) => (
                    <Text key={`${consent.at}-${index}`}>
                      {consent.granted ? 'Given' : index === 0 ? 'Not given' : 'Withdrawn'}{' '}
                      {channelLabels[consent.channel] ?? consent.channel} on {when(consent.at)} (notice{' '}
                      {consent.noticeVersion.slice(0, 12)}, in{' '}
                      {languageLabels[consent.language as keyof typeof languageLabels] ?? consent.language})
                    </Text>
                  ))}
              </Stack>
            ),
          }))}
        />
      </Stack>
    </Card>
  );
}
