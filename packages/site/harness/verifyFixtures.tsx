// The documents the verify pages' stories show, in either language, as anyone checking them sees them.
import type { NameCheck, PublicDocument, VerifyPageData } from '@aarambh/machines/schemas';
import type { ComponentType } from 'react';
import { ServerDataProvider } from '../src/boot';
import { offer as issuedOffer } from './statusPageFixtures';

/** A valid certificate whose holder shows their name. */
export const certificate: PublicDocument = {
  id: 'N61ME3KGYPE4',
  kind: 'certificate',
  state: 'valid',
  stateOn: null,
  supersededBy: null,
  fields: {
    kind: 'certificate',
    name: 'Asha Rao',
    programme: 'Full Stack Web Development',
    organisation: 'Aarambh Labs',
    startsOn: '2026-09-01',
    endsOn: '2026-10-31',
    hours: 160,
    outcome: 'distinction',
    projectUrl: 'https://github.com/asharao/booking-app',
    issuedOn: '2026-11-20',
  },
  name: 'Asha Rao',
  issuer: 'Aarambh Labs Private Limited',
  credentialUrl: '/verify/N61ME3KGYPE4/credential',
};

/** The same certificate with its holder's name hidden: no name, no signed credential. */
export const hiddenNameCertificate: PublicDocument = { ...certificate, name: null, credentialUrl: null };

/** A valid offer letter whose holder shows their name. */
export const offer: PublicDocument = {
  id: 'PZE7ZYB5K660',
  kind: 'offer',
  state: 'valid',
  stateOn: null,
  supersededBy: null,
  // What the status page's stories show the applicant, as anyone checking it sees it.
  fields: issuedOffer.fields,
  name: 'Rahul Mehta',
  issuer: 'Aarambh Labs Private Limited',
  credentialUrl: '/verify/PZE7ZYB5K660/credential',
};

/**
 * A verify page's story arguments: the page as the API renders it for `path` (no data is the
 * prerendered form at `form`), and a document's page.
 */
export function verifyPageArgs(Page: ComponentType, form: string) {
  const withData = (data?: VerifyPageData, path = form) => ({
    path,
    page: (
      <ServerDataProvider value={data && { path, data }}>
        <Page />
      </ServerDataProvider>
    ),
  });
  const documentPage = (document: PublicDocument, nameCheck: NameCheck | null = null) =>
    withData({ document, nameCheck }, `${form}/${document.id}`);
  return { withData, documentPage };
}
