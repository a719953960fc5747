import { company } from '@aarambh/content';
import { JOB_APPLIED_PATH, jobApplicationTexts } from '@aarambh/machines';
import { baseURL, expect, loadHydrated, test } from './fixtures';
import { openOpening, storedSubmissions } from './submissions';

/** A PDF of `bytes` bytes: the API reads its signature, the rest is padding. */
function pdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/** 2 Mbit/s up and down, as Chromium's DevTools protocol throttles a page. */
const twoMegabits = (2 * 1000 * 1000) / 8;

test.describe('a large resume on a slow uplink', () => {
  test('shows the upload moving, and a 4.8 MB resume at 2 Mbit/s (about 20 s) goes through past the old fixed 15 s timeout', async ({
    newSettledPage,
  }) => {
    test.setTimeout(120_000);
    const job = openOpening;
    const page = await newSettledPage(undefined, { isolated: true });
    const email = `slow.${Date.now()}@example.in`;
    await loadHydrated(page, `/career/apply/${job.id}`);
    const form = page.getByRole('form', { name: `Application for ${job.title}` });
    await form.getByLabel('First Name').fill('Kavya');
    await form.getByLabel('Last Name').fill('Nair');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('+91 98765 43210');
    await form.getByLabel('Location').fill('Kochi');
    for (const label of ['Experience Level', 'Availability']) {
      await form.getByRole('button', { name: new RegExp(label) }).click();
      await page.getByRole('option').first().click();
    }
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Choose File' }).click(),
    ]);
    const size = Math.round(4.8 * 1024 * 1024);
    await chooser.setFiles({ name: 'kavya-nair.pdf', mimeType: 'application/pdf', buffer: pdf(size) });
    await form.getByText('I agree to the terms').click();
    await form.getByText('I consent to the use of my details to consider this application').click();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: twoMegabits,
      uploadThroughput: twoMegabits,
    });
    const started = Date.now();
    await form.getByRole('button', { name: 'Submit Application' }).click();

    const bar = page.getByRole('progressbar', { name: 'Sending your application' });
    await bar.waitFor();
    const sent = async () => Number(await bar.getAttribute('aria-valuenow'));
    const first = await sent();
    await expect.poll(sent, { timeout: 30_000 }).toBeGreaterThan(first);
    expect(await sent()).toBeLessThan(size);

    await page.waitForURL(baseURL() + JOB_APPLIED_PATH, { timeout: 90_000 });
    await page.getByText(jobApplicationTexts.success.title).waitFor();
    // The throttle held: the upload took longer than the client's stall timeout, which a fixed
    // total timeout of that length would have cut off.
    expect(Date.now() - started).toBeGreaterThan(company.api.timeoutMs);
    const stored = storedSubmissions('career').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fileName).toBe('kavya-nair.pdf');
  });
});
