import { company, jobs, opportunities } from '@aarambh/content';
import type { Page } from '@playwright/test';
import { expect, loadHydrated, test } from './fixtures';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** Every 40 px from 320 to 1440, and each side of the kit's tablet and desktop breakpoints. */
const widths = [...Array.from({ length: 29 }, (_, step) => 320 + step * 40), 739, 740, 1023, 1024].sort(
  (a, b) => a - b,
);

/** The widths from `widths` at which the page is wider than the window (it scrolls sideways). */
async function widthsScrollingSideways(page: Page): Promise<string[]> {
  const wider: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wider.push(`${width} px wide: ${scrollWidth} px of page`);
  }
  return wider;
}

test.describe('what a visitor trips on', () => {
  for (const path of [
    '/',
    '/career',
    `/opportunity/${opportunities[0]!.id}`,
    `/career/apply/${jobs[0]!.id}`,
  ]) {
    test(`${path} never scrolls sideways from 320 to 1440 px, in the system font of a first visit and in Inter`, async ({
      newSettledPage,
    }) => {
      const page = await newSettledPage({ viewport: desktop });
      const interLoaded = () =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded'),
        );
      // A first visit on a phone seldom has Inter in time and paints in the system font, which is
      // wider: without the font file, that is every time.
      await page.route('**/*.woff2', (route) => route.abort());
      await loadHydrated(page, path);
      expect(await interLoaded()).toBe(false);
      expect(await widthsScrollingSideways(page)).toEqual([]);
      await page.unrouteAll();
      await page.setViewportSize(desktop);
      await loadHydrated(page, '/about');
      await page.evaluate(() => document.fonts.load('16px Inter'));
      await loadHydrated(page, path);
      expect(await interLoaded()).toBe(true);
      expect(await widthsScrollingSideways(page)).toEqual([]);
    });
  }

  for (const [name, viewport] of Object.entries({ desktop, phone })) {
    test(`the footer's e-mail address breaks only after its @ or before a dot (${name})`, async ({
      newSettledPage,
    }) => {
      const page = await newSettledPage({ viewport });
      await loadHydrated(page, '/contact');
      const address = page.getByRole('contentinfo').getByRole('link', { name: company.emails.general });
      await address.scrollIntoViewIfNeeded();
      // The characters each line of the link starts with, from where the browser put each one.
      const lineStarts = await address.evaluate((link) => {
        const starts: { at: number; before: string }[] = [];
        const text = link.textContent ?? '';
        let offset = 0;
        let lastTop: number | null = null;
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            if (lastTop !== null && top > lastTop) starts.push({ at: offset, before: text.slice(0, offset) });
            lastTop = top;
            offset += 1;
          }
        }
        return starts.map(({ at, before }) => ({ previous: before.at(-1), next: text[at] }));
      });
      for (const { previous, next } of lineStarts) expect(previous === '@' || next === '.').toBe(true);
    });
  }

  test('fields side by side line up, label with label and input with input, whether or not one has a hint', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: desktop });
    /** The top of the label and of the control of the field named `name` (its form field name). */
    const tops = async (name: string) => {
      const field = page.getByRole('main').locator(`[data-field-name="${name}"]`);
      const label = await field.locator(':scope > :first-child').boundingBox();
      const control = await field.getByRole('textbox').or(field.getByRole('button')).first().boundingBox();
      return { label: label?.y, control: control?.y };
    };
    await loadHydrated(page, '/contact');
    expect(await tops('phone')).toEqual(await tops('email'));
    expect(await tops('company')).toEqual(await tops('inquiryType'));
    const entry = opportunities[0]!;
    await loadHydrated(page, `/opportunity/${entry.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('form', { name: `Application for ${entry.title}` }).waitFor();
    expect(await tops('gpa')).toEqual(await tops('graduationYear'));
  });

  test('the file field offers only its button on a touch phone, and dropping a file with a mouse', async ({
    newSettledPage,
  }) => {
    const path = `/career/apply/${jobs[0]!.id}`;
    const touch = await newSettledPage({ viewport: phone, hasTouch: true, isMobile: true });
    await loadHydrated(touch, path);
    await expect(touch.getByRole('button', { name: 'Choose File' })).toBeVisible();
    await expect(touch.getByText('Drag and drop your file here')).toBeHidden();
    const mouse = await newSettledPage({ viewport: desktop });
    await loadHydrated(mouse, path);
    await expect(mouse.getByText('Drag and drop your file here')).toBeVisible();
  });

  test('every way back looks alike: the kit BackLink, an arrow icon and the same text style', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: desktop });
    const looks: string[] = [];
    const lookOf = async () => {
      const back = page
        .getByRole('main')
        .locator('a, button')
        .filter({ hasText: /Back to / })
        .first();
      return back.evaluate((element) => {
        const style = getComputedStyle(element);
        const icon = element.querySelector('svg') ? 'icon' : 'no icon';
        const arrowInText = /[←<]/.test(element.textContent ?? '') ? 'text arrow' : 'no text arrow';
        return [
          icon,
          arrowInText,
          style.color,
          style.fontWeight,
          style.fontSize,
          style.textDecorationLine,
        ].join(', ');
      });
    };
    const entry = opportunities[0]!;
    for (const path of [
      `/career/job/${jobs[0]!.id}`,
      `/career/apply/${jobs[0]!.id}`,
      `/opportunity/${entry.id}`,
    ]) {
      await loadHydrated(page, path);
      looks.push(await lookOf());
    }
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('form', { name: `Application for ${entry.title}` }).waitFor();
    looks.push(await lookOf());
    expect(looks[0]).toMatch(/^icon, no text arrow, /);
    expect(new Set(looks)).toEqual(new Set([looks[0]]));
  });

  test('Careers: the openings come first, after the hero, two to a row from tablet width', async ({
    newSettledPage,
  }) => {
    const openings = (page: Page) =>
      page.getByRole('region', { name: 'Open Positions' }).getByRole('article').all();
    const onPhone = await newSettledPage({ viewport: phone });
    await loadHydrated(onPhone, '/career');
    const [first] = await openings(onPhone);
    // The first opening starts on the first screen; the values and benefits follow the openings.
    expect((await first!.boundingBox())!.y).toBeLessThan(phone.height);
    const onDesktop = await newSettledPage({ viewport: desktop });
    await loadHydrated(onDesktop, '/career');
    const boxes = await Promise.all((await openings(onDesktop)).map((card) => card.boundingBox()));
    expect(boxes).toHaveLength(jobs.length);
    // Side by side: the first two openings share a row and each takes about half of it.
    expect(boxes[1]!.y).toBe(boxes[0]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
  });

  test("the job detail's sidebar takes a third of the row beside the role's text at 1280 px", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: desktop });
    await loadHydrated(page, `/career/job/${jobs[0]!.id}`);
    const sidebar = (await page.getByRole('complementary', { name: 'Job Details' }).boundingBox())!;
    const role = (await page.getByRole('region', { name: 'About the Role' }).boundingBox())!;
    const row = sidebar.x + sidebar.width - role.x;
    expect(sidebar.width).toBeGreaterThan(row * 0.3);
    expect(sidebar.x).toBeGreaterThan(role.x + role.width);
  });
});
