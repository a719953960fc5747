import { printedInEnglishHindi, verifyHindi } from '@aarambh/content/hindi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { certificate, hiddenNameCertificate, offer, verifyPageArgs } from '../../../harness/verifyFixtures';
import { HindiVerifyPage } from './Verify';

const { withData, documentPage } = verifyPageArgs(HindiVerifyPage, '/hi/verify');

/**
 * The verify pages in Hindi: their words, states and dates in Hindi, their forms leading to the
 * Hindi pages; what the document prints stays in English, as printed, marked `lang="en"`.
 */
const meta = {
  title: 'Pages/Hindi/Verify',
  ...pageStoryDefaults,
  args: withData(),
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/hi/verify`: the form for an id, a plain GET to the Hindi page. */
export const FormDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: verifyHindi.heading.text })).toBeVisible();
    const field = page.getByRole('textbox', { name: verifyHindi.form.label.text });
    const form = field.closest('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/hi/verify');
  },
};
export const FormPhone: Story = { globals: phone };

/** A malformed or unknown id: the same form, its message in Hindi, what was typed kept. */
export const UnknownIdPhone: Story = {
  args: withData({ problem: 'unknown', typed: 'N61M-E3KG-YPE5' }, '/hi/verify'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: verifyHindi.form.label.text });
    await expect(field).toHaveValue('N61M-E3KG-YPE5');
    await expect(field).toHaveAccessibleDescription(new RegExp(verifyHindi.form.unknown.text.slice(0, 20)));
  },
};

/** A valid certificate: its state and headings in Hindi, the printed lines in English under a Hindi note. */
export const CertificateValidDesktop: Story = {
  args: documentPage(certificate),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: verifyHindi.documentHeadings.certificate.text }),
    ).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent(verifyHindi.states.valid.text);
    await expect(main.getByText(printedInEnglishHindi)).toBeVisible();
    const printed = main.getByText('Full Stack Web Development').closest('[lang]');
    await expect(printed).toHaveAttribute('lang', 'en');
    await expect(main.getByText('20 November 2026')).toBeVisible();
    await expect(main.getByRole('link', { name: verifyHindi.another.text })).toHaveAttribute(
      'href',
      '/hi/verify',
    );
  },
};
export const CertificateValidPhone: Story = { args: documentPage(certificate), globals: phone };

/** Its holder hid the name: the Hindi form to type it, posted to the Hindi document page; the match said in Hindi. */
export const NameMatchPhone: Story = {
  args: documentPage(hiddenNameCertificate, 'match'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByText(verifyHindi.nameCheck.match.text)).toBeVisible();
    await expect(main.queryByText('Asha Rao')).toBeNull();
    const form = main.getByRole('textbox', { name: verifyHindi.nameCheck.label.text }).closest('form');
    await expect(form).toHaveAttribute('action', '/hi/verify/N61ME3KGYPE4');
  },
};

/** Revoked: the day in Hindi (Latin digits). */
export const RevokedDesktop: Story = {
  args: documentPage({ ...certificate, state: 'revoked', stateOn: '2026-11-25' }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('25 नवंबर 2026 को रद्द किया गया');
  },
};

/** Superseded: the link to the newer document's Hindi page. */
export const SupersededPhone: Story = {
  args: documentPage({ ...certificate, state: 'superseded', supersededBy: 'CRSXKCJ8WFP7' }),
  globals: phone,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('link', { name: 'दस्तावेज़ CRSX-KCJ8-WFP7 देखें' })).toHaveAttribute(
      'href',
      '/hi/verify/CRSXKCJ8WFP7',
    );
  },
};

/** An accepted offer letter: its heading and state in Hindi. */
export const OfferAcceptedDesktop: Story = {
  args: documentPage({ ...offer, state: 'accepted', stateOn: '2026-11-24' }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: verifyHindi.documentHeadings.offer.text }),
    ).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('ऑफ़र 24 नवंबर 2026 को स्वीकार किया गया');
  },
};
