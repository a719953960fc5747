import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { certificate, hiddenNameCertificate, offer, verifyPageArgs } from '../../harness/verifyFixtures';
import { VerifyPage } from './Verify';

const { withData, documentPage } = verifyPageArgs(VerifyPage, '/verify');

const meta = {
  title: 'Pages/Verify',
  ...pageStoryDefaults,
  args: withData(),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/verify` without an id: a plain GET form for the 12 characters printed on the document. */
export const FormDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a Document' })).toBeVisible();
    const field = page.getByRole('textbox', { name: /Document id/ });
    await expect(field).toHaveAttribute('name', 'id');
    await expect(field).toHaveAccessibleName(/type the 12 characters printed on the document/);
    const form = field.closest('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/verify');
  },
};

/** A malformed or unknown id: the same form, one message for both, with what was typed kept. */
export const UnknownIdPhone: Story = {
  args: withData({ problem: 'unknown', typed: 'N61M-E3KG-YPE5' }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = page.getByRole('textbox', { name: /Document id/ });
    await expect(field).toHaveValue('N61M-E3KG-YPE5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/No document has that id/);
  },
};

/**
 * A valid certificate: its state first, the issuer and every printed field, the signed credential
 * and the LinkedIn link; never an address or a phone number.
 */
export const CertificateValidDesktop: Story = {
  args: documentPage(certificate),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const main = within(page.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Certificate' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent(/^.*Valid/);
    for (const text of [
      'N61M-E3KG-YPE4',
      'Aarambh Labs Private Limited',
      'Asha Rao',
      'Full Stack Web Development',
      '1 September 2026',
      '31 October 2026',
      '160',
      'Completed with distinction',
      'https://github.com/asharao/booking-app',
      '20 November 2026',
    ])
      await expect(main.getAllByText(text)[0]).toBeVisible();
    await expect(main.getByRole('link', { name: 'Download the signed credential' })).toHaveAttribute(
      'href',
      '/verify/N61ME3KGYPE4/credential',
    );
    const linkedIn = new URL(main.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href') ?? '');
    await expect(linkedIn.searchParams.get('certUrl')).toBe(
      'https://www.aarambhlabs.example/verify/N61ME3KGYPE4',
    );
    await expect(linkedIn.searchParams.get('name')).toBe('Full Stack Web Development');
    await expect(page.getByRole('main')).not.toHaveTextContent(/@|\+91/);
  },
};
export const CertificateValidPhone: Story = { args: documentPage(certificate), globals: phone };

/** Its holder hid the name: a form to type it, posted to the document's page; no credential, no LinkedIn. */
export const NameHiddenDesktop: Story = {
  args: documentPage(hiddenNameCertificate),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByText('Hidden by its holder')).toBeVisible();
    await expect(main.queryByText('Asha Rao')).toBeNull();
    const field = main.getByRole('textbox', { name: /Type the holder's name to check it/ });
    await expect(field).toHaveAttribute('name', 'name');
    await expect(field).toHaveValue('');
    const form = field.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/verify/N61ME3KGYPE4');
    await expect(main.queryByRole('link', { name: 'Download the signed credential' })).toBeNull();
    await expect(main.queryByRole('link', { name: 'Add to LinkedIn' })).toBeNull();
  },
};

/** The name typed matched: said, and the name is still not shown. */
export const NameMatchPhone: Story = {
  args: documentPage(hiddenNameCertificate, 'match'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByText('The name matches the one this document was issued to.')).toBeVisible();
    await expect(main.queryByText('Asha Rao')).toBeNull();
  },
};

/** The name typed did not match: an alert, and the name is still not shown. */
export const NameMismatchPhone: Story = {
  args: documentPage(hiddenNameCertificate, 'mismatch'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent(/does not match/);
    await expect(main.queryByText('Asha Rao')).toBeNull();
  },
};

/** Revoked: the day only, never the reason; no LinkedIn link for a withdrawn certificate. */
export const RevokedDesktop: Story = {
  args: documentPage({ ...certificate, state: 'revoked', stateOn: '2026-11-25' }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(/Revoked on 25 November 2026/);
    await expect(main.queryByRole('link', { name: 'Add to LinkedIn' })).toBeNull();
  },
};
export const RevokedPhone: Story = {
  args: documentPage({ ...certificate, state: 'revoked', stateOn: '2026-11-25' }),
  globals: phone,
};

/** Superseded by a reissue: the page says so and links the new document's page. */
export const SupersededPhone: Story = {
  args: documentPage({ ...certificate, state: 'superseded', supersededBy: 'CRSXKCJ8WFP7' }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(/Replaced by a newer document/);
    await expect(main.getByRole('link', { name: 'See document CRSX-KCJ8-WFP7' })).toHaveAttribute(
      'href',
      '/verify/CRSXKCJ8WFP7',
    );
  },
};

/** An open offer letter: its terms and the day it expires; no LinkedIn link (certificates only). */
export const OfferValidDesktop: Story = {
  args: documentPage(offer),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Offer Letter' })).toBeVisible();
    await expect(main.getByText('₹6,00,000 a year, paid monthly')).toBeVisible();
    await expect(main.getByText('15 December 2026')).toBeVisible();
    await expect(main.queryByRole('link', { name: 'Add to LinkedIn' })).toBeNull();
  },
};

/** An accepted offer: accepted, and the day. */
export const OfferAcceptedPhone: Story = {
  args: documentPage({ ...offer, state: 'accepted', stateOn: '2026-11-24' }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(/Offer accepted on 24 November 2026/);
  },
};

/** An offer not answered in time: expired on its day. */
export const OfferExpiredPhone: Story = {
  args: documentPage({ ...offer, state: 'expired', stateOn: '2026-12-15' }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(/Offer expired on 15 December 2026/);
  },
};
