import { durationOptions, feeFor, opportunities, standardPricing } from '@aarambh/content';
import { PAYMENT_REFERENCE_PATTERN, type InternshipTextField } from '@aarambh/machines';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFakeApi, type FakeReply } from '../../../harness/fakeApi';
import { messageInHindi } from '@aarambh/machines/hindi';
import { englishApplicationWords, internshipOptions } from './applicationWords';
import {
  bindInternshipMachine,
  internshipNotice,
  paymentErrorField,
  paymentNotice,
  upiPayLink,
} from './internshipFlow';

const opportunity = {
  id: 7,
  title: 'Web Development Intern',
  company: 'Aarambh Labs',
  ownerEmail: 'mentors@aarambhlabs.example',
};
const pricing = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 };

const fields: Record<Exclude<InternshipTextField, 'duration'>, string> = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '3.6',
  coverLetter: '',
  linkedin: 'https://www.linkedin.com/in/asha-verma',
  portfolio: '',
  availability: 'immediately',
  age: 'adult',
  guardianName: '',
  guardianEmail: '',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function start(
  reply: FakeReply = { status: 201, body: { success: true, message: 'ok', id: 'a1' } },
  language?: 'hi',
) {
  const api = createFakeApi({ application: reply });
  const actor = createActor(bindInternshipMachine({ client: api.client, language }), {
    input: { opportunity, pricing, upiId: 'aarambhlabs@upi.example' },
  }).start();
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'application.change', field: field as InternshipTextField, value });
  }
  const payment = () => {
    const child = actor.getSnapshot().children.payment;
    if (!child) throw new Error('The payment chart is not running');
    return child.getSnapshot();
  };
  return { api, actor, payment };
}

function pay(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'application.change', field: 'duration', value: '4-weeks' });
  actor.send({ type: 'payment.open' });
  actor.send({ type: 'payment.changeTransactionId', value: 'UPI1234567890' });
  actor.send({ type: 'payment.setConfirmed', confirmed: true });
  actor.send({ type: 'payment.confirm' });
  vi.advanceTimersByTime(1500);
}

describe('internship application flow', () => {
  it('asks for a duration before the payment modal opens', () => {
    const { actor, payment } = start();
    actor.send({ type: 'payment.open' });
    expect(paymentNotice(payment().context)).toEqual({
      tone: 'error',
      title: 'Duration Required',
      description: 'Please select a duration before making payment',
    });
    expect(paymentErrorField(payment().context)).toBeNull();
    expect(payment().matches('notPaid')).toBe(true);
  });

  it('names the field of each refused confirmation', () => {
    const { actor, payment } = start();
    actor.send({ type: 'application.change', field: 'duration', value: '6-weeks' });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'payment.confirm' });
    expect(paymentNotice(payment().context)?.title).toBe('Transaction ID Required');
    expect(paymentErrorField(payment().context)).toBe('transactionId');
    actor.send({ type: 'payment.changeTransactionId', value: 'UPI123' });
    actor.send({ type: 'payment.confirm' });
    expect(paymentNotice(payment().context)).toEqual({
      tone: 'error',
      title: 'Invalid Transaction ID',
      description: 'Transaction ID must be at least 10 characters long',
    });
    actor.send({ type: 'payment.changeTransactionId', value: 'UPI1234567890' });
    actor.send({ type: 'payment.confirm' });
    expect(paymentNotice(payment().context)?.title).toBe('Payment Confirmation Required');
    expect(paymentErrorField(payment().context)).toBe('confirmed');
  });

  it('keeps submit impossible until the fee is paid, then processes the payment for 1.5 s', () => {
    const { actor, payment } = start();
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(false);
    actor.send({ type: 'application.change', field: 'duration', value: '4-weeks' });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'payment.changeTransactionId', value: 'UPI1234567890' });
    actor.send({ type: 'payment.setConfirmed', confirmed: true });
    actor.send({ type: 'payment.confirm' });
    expect(payment().matches({ modal: 'processing' })).toBe(true);
    vi.advanceTimersByTime(1499);
    expect(payment().matches({ modal: 'processing' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(payment().matches('paid')).toBe(true);
    expect(payment().context.transactionId).toBe('UPI1234567890');
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(true);
  });

  it('sends call 1 as multipart strings with the opportunity, the amount and the resume, then resets', async () => {
    const { api, actor, payment } = start();
    const reference = payment().context.reference;
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    const resume = new File(['%PDF-1.7 resume'], 'asha-resume.pdf', { type: 'application/pdf' });
    actor.send({ type: 'application.attachResume', file: resume });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(api.requests).toEqual([
      {
        route: 'application',
        fields: {
          ...fields,
          phone: '+91 98765 43210',
          gpa: '3.6',
          duration: '4-weeks',
          transactionId: 'UPI1234567890',
          paymentDone: 'true',
          agreedToTerms: 'true',
          consentApplication: 'true',
          consentUpdates: 'false',
          guardianDeclaration: 'false',
          opportunityId: '7',
          paymentReference: reference,
          paymentAmount: '1500',
          opportunityTitle: 'Web Development Intern',
          opportunityCompany: 'Aarambh Labs',
          ownerEmail: 'mentors@aarambhlabs.example',
        },
        files: { resume: { name: 'asha-resume.pdf', size: resume.size, type: 'application/pdf' } },
      },
    ]);
    expect(internshipNotice(snapshot, englishApplicationWords)).toEqual({
      tone: 'success',
      title: 'Application Submitted Successfully!',
      description: "Thank you for applying. You'll receive a confirmation email shortly.",
    });
    expect(snapshot.context.values.firstName).toBe('');
    expect(payment().matches('notPaid')).toBe(true);
  });

  it('sends no resume part when none was attached', async () => {
    const { api, actor } = start();
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (state) => !state.matches('submitting'));
    expect(api.requests[0]?.files).toEqual({});
  });

  it('warns for HTTP 207: submitted with e-mail delivery issues', async () => {
    const { actor } = start({ status: 207, body: { success: true, message: 'Mail delayed' } });
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(internshipNotice(snapshot, englishApplicationWords)).toEqual({
      tone: 'warning',
      title: 'Application Submitted with Warnings',
      description: 'Your application was received, but there were e-mail delivery issues.',
    });
  });

  it('fails with the server’s message plus “Please try again or contact support”, keeping values and payment', async () => {
    const { actor, payment } = start({
      status: 500,
      body: { success: false, message: 'Storage unavailable' },
    });
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(internshipNotice(snapshot, englishApplicationWords)).toEqual({
      tone: 'error',
      title: 'Submission Failed',
      description: 'Storage unavailable. Please try again or contact support',
    });
    expect(snapshot.context.values).toMatchObject({ firstName: 'Asha' });
    expect(payment().matches('paid')).toBe(true);
  });

  it('falls back to “Failed to submit application” when the server gives no message', async () => {
    const { actor } = start({ status: 502 });
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(internshipNotice(snapshot, englishApplicationWords)?.description).toBe(
      'Failed to submit application. Please try again or contact support',
    );
  });
});

describe('the application from a Hindi page', () => {
  const hindi = { ...englishApplicationWords, language: 'hi' as const, message: messageInHindi };

  it("sends `language: 'hi'` (the English page sends none) and says its success in Hindi", async () => {
    const { api, actor } = start(undefined, 'hi');
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(api.requests[0]?.fields?.language).toBe('hi');
    expect(internshipNotice(snapshot, hindi)).toEqual({
      tone: 'success',
      title: 'आवेदन भेज दिया गया!',
      description: 'आवेदन करने के लिए धन्यवाद। आपको जल्द ही पुष्टि का ई-मेल मिलेगा।',
    });
    const english = start();
    pay(english.actor);
    english.actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    english.actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    english.actor.send({ type: 'application.submit' });
    await waitFor(english.actor, (state) => !state.matches('submitting'));
    expect(english.api.requests[0]?.fields).not.toHaveProperty('language');
  });

  it("says the server's refusal (the schemas' English) in Hindi, inside the failure's Hindi sentence", async () => {
    const { actor } = start(
      { status: 400, body: { success: false, message: 'Transaction ID is required', errors: {} } },
      'hi',
    );
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(internshipNotice(snapshot, hindi)).toEqual({
      tone: 'error',
      title: 'आवेदन नहीं भेजा जा सका',
      description: 'ट्रांज़ैक्शन आईडी ज़रूरी है। कृपया फिर से कोशिश करें या सहायता टीम से संपर्क करें',
    });
  });
});

describe("the bound machine's submit", () => {
  it('refuses an application whose terms are not agreed, without calling the API', async () => {
    const api = createFakeApi({ application: { status: 201, body: { success: true } } });
    const submit = bindInternshipMachine({ client: api.client }).implementations.actors
      .submitApplication as Parameters<typeof createActor>[0];
    const actor = createActor(submit, {
      input: { application: { ...fields, agreedToTerms: false }, resume: null },
    });
    const outcome = new Promise((resolve) =>
      actor.subscribe({ complete: () => resolve('sent'), error: resolve }),
    );
    actor.start();
    expect(await outcome).toEqual(new Error('The terms must be agreed before submitting'));
    expect(api.requests).toEqual([]);
  });
});

describe('upiPayLink', () => {
  const payment = {
    upiId: 'aarambhlabs@upi.example',
    payeeName: 'Aarambh Labs',
    amount: 1500,
    reference: 'AL7K3M9QX2PD',
  };

  it('carries payee, name, amount with two decimals, INR, the note and the reference, each encoded', () => {
    expect(upiPayLink(payment)).toBe(
      'upi://pay?pa=aarambhlabs%40upi.example&pn=Aarambh%20Labs&am=1500.00&cu=INR' +
        '&tn=AL7K3M9QX2PD%20application%20fee&tr=AL7K3M9QX2PD',
    );
  });

  it('encodes every value, so none can add or change a parameter', () => {
    const link = upiPayLink({
      upiId: 'pay+me@bank&pa=thief@bank',
      payeeName: 'R&D Labs #1 = 100%',
      amount: 2000,
      reference: 'AL0000000000',
    });
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
    expect(params.get('pa')).toBe('pay+me@bank&pa=thief@bank');
    expect(params.get('pn')).toBe('R&D Labs #1 = 100%');
    // A `+` stays a plus: it is sent as %2B, not as a space.
    expect(link).toContain('pa=pay%2Bme%40bank%26pa%3Dthief%40bank');
  });

  it.each(
    opportunities.flatMap((entry) =>
      durationOptions.map((option) => [entry.id, option.value, entry] as const),
    ),
  )('asks for the catalogue fee of opportunity %i for %s', (_id, duration, entry) => {
    const amount = feeFor(entry, duration)!;
    const params = new URLSearchParams(upiPayLink({ ...payment, amount }).slice('upi://pay?'.length));
    expect(params.get('am')).toBe(amount.toFixed(2));
    expect(params.get('am')).toBe(`${standardPricing[duration]}.00`);
    expect(params.get('cu')).toBe('INR');
  });

  it('ties the payment to the application made by the form, whose call sends the same reference', async () => {
    const { api, actor, payment: paymentChart } = start();
    const reference = paymentChart().context.reference;
    expect(reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    const params = new URLSearchParams(upiPayLink({ ...payment, reference }).slice('upi://pay?'.length));
    expect(params.get('tr')).toBe(reference);
    expect(params.get('tn')).toBe(`${reference} application fee`);
    pay(actor);
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: true });
    actor.send({ type: 'application.setChecked', field: 'consentApplication', checked: true });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (state) => !state.matches('submitting'));
    expect(api.requests[0]?.fields?.['paymentReference']).toBe(reference);
  });
});

describe('internshipOptions', () => {
  it('offers the documented graduation years, availabilities and durations', () => {
    expect(internshipOptions.graduationYears.map((option) => option.value)).toEqual([
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
    ]);
    expect(internshipOptions.availabilities.map((option) => option.value)).toEqual([
      'immediately',
      '1-week',
      '2-weeks',
      '1-month',
      'flexible',
    ]);
    expect(internshipOptions.durations.map((option) => option.label)).toEqual([
      '4 Weeks',
      '6 Weeks',
      '8 Weeks',
      '12 Weeks',
    ]);
  });
});
