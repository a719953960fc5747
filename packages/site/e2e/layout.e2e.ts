import { helpChatTexts } from '@aarambh/machines';
import { company, jobs, openListings, opportunities } from '@aarambh/content';
import { openOpening, openProgramme } from './submissions';
import type { Locator, Page } from '@playwright/test';
import { protocol } from '../src/boot/protocol';
import { expect, loadHydrated, scrollSettled, test } from './fixtures';

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

/**
 * What lies over a control or text of the page where the visitor sees it: for each fixed element
 * that is not a bar across the viewport's top or bottom edge (the navigation, the help chat's bar:
 * the page keeps their room, and what is under them is scrolled out of sight, not covered), and
 * each tip, the controls and words of the page under it, between those bars.
 */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [width, height] = [window.innerWidth, window.innerHeight];
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.opacity !== '0' && box.width > 0 && box.height > 0;
    };
    const pinned = [...document.querySelectorAll('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      return (position === 'fixed' || position === 'sticky') && shows(element);
    });
    const isBar = (box: DOMRect) =>
      box.left <= 0 && box.right >= width && (box.top <= 0 || box.bottom >= height);
    const bars = pinned.filter((element) => isBar(element.getBoundingClientRect()));
    let [top, bottom] = [0, height];
    for (const bar of bars) {
      const box = bar.getBoundingClientRect();
      if (box.top <= 0) top = Math.max(top, box.bottom);
      else bottom = Math.min(bottom, box.top);
    }
    // A decorative follower (aria-hidden, taking no pointer) covers nothing the visitor needs.
    const covering = [...pinned, ...document.querySelectorAll('[role="tooltip"]')]
      .filter((element) => !bars.some((bar) => bar.contains(element)))
      .filter(
        (element) =>
          !(element.closest('[aria-hidden="true"]') && getComputedStyle(element).pointerEvents === 'none'),
      )
      .flatMap((element) => [element, ...element.querySelectorAll('*')])
      .filter(shows)
      .map((element) => element.getBoundingClientRect());
    const needed: { name: string; box: DOMRect }[] = [];
    // A control inside a visually hidden box (a 1 px clip, such as React Aria's hidden select that
    // form autofill fills) shows nothing, whatever its own size.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const size = box.getBoundingClientRect();
        if (getComputedStyle(box).overflow === 'hidden' && (size.width < 2 || size.height < 2)) return true;
      }
      return false;
    };
    const content = [...document.querySelectorAll('main, footer')];
    for (const region of content) {
      const controls = region.querySelectorAll('a, button, input, select, textarea, [role="button"]');
      for (const control of controls) {
        if (clipped(control)) continue;
        needed.push({ name: control.outerHTML.slice(0, 80), box: control.getBoundingClientRect() });
      }
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects())
          needed.push({ name: node.textContent.trim().slice(0, 60), box });
      }
    }
    const found = new Set<string>();
    for (const { name, box } of needed) {
      // Visually hidden text (a 1 px clip) shows nothing.
      if (box.width < 2 || box.height < 2) continue;
      const [clipTop, clipBottom] = [Math.max(box.top, top), Math.min(box.bottom, bottom)];
      if (clipBottom - clipTop < 1 || box.right <= 0 || box.left >= width) continue;
      for (const cover of covering) {
        const overlaps =
          cover.left < box.right - 0.5 &&
          box.left < cover.right - 0.5 &&
          cover.top < clipBottom - 0.5 &&
          clipTop < cover.bottom - 0.5;
        if (overlaps) found.add(name);
      }
    }
    return [...found];
  });
}

/** Scrolls `page` from its top to its end, half a screen at a time, and collects `coveredContent`. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  for (;;) {
    await scrollSettled(page);
    const at = await page.evaluate(() => window.scrollY);
    for (const name of await coveredContent(page)) covered.add(`${name} (at ${Math.round(at)} px)`);
    const end = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (end) break;
    await page.evaluate(() => window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' }));
  }
  return [...covered];
}

/**
 * Waits for the help chat's tip, which shows 2 s after the page is first idle: the test moves the
 * page's clock (installed with `page.clock.install()`) on, a second at a time, instead of waiting for it.
 */
async function tipShown(page: Page): Promise<void> {
  const tip = page.getByRole('tooltip').getByText(helpChatTexts.tooltip);
  await expect
    .poll(async () => {
      await page.clock.fastForward(1000);
      return tip.isVisible();
    })
    .toBe(true);
}

/** Whether `field`, focused, lies whole between the navigation and the bars at the bottom, under nothing. */
async function focusedInSight(page: Page, field: Locator): Promise<boolean> {
  await scrollSettled(page);
  expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  return field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Inside the rounded corners.
    const inset = Math.min(10, box.height / 4);
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ] as const;
    return points.every(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (element === top || element.contains(top));
    });
  });
}

test.describe('what a visitor trips on', () => {
  for (const path of [
    '/',
    '/hi',
    '/hi/services',
    '/career',
    `/opportunity/${openProgramme.id}`,
    `/career/apply/${openOpening.id}`,
  ]) {
    test(`${path} never scrolls sideways from 320 to 1440 px, in the system font of a first visit and in the web fonts`, async ({
      newSettledPage,
    }) => {
      const page = await newSettledPage({ viewport: desktop });
      // Inter, and on a Hindi page its Devanagari font (src/boot/server/webFont.ts).
      const hindi = path === '/hi' || path.startsWith('/hi/');
      const families = hindi ? ['Inter Variable', 'Noto Sans Devanagari'] : ['Inter Variable'];
      const loaded = () =>
        page.evaluate(
          (names) =>
            names.filter((name) =>
              [...document.fonts].some((face) => face.family === name && face.status === 'loaded'),
            ),
          families,
        );
      // A first visit on a phone seldom has them in time and paints in the system font, which is
      // wider: without the font files, that is every time.
      await page.route('**/*.woff2', (route) => route.abort());
      await loadHydrated(page, path);
      expect(await loaded()).toEqual([]);
      expect(await widthsScrollingSideways(page)).toEqual([]);
      await page.unrouteAll();
      await page.setViewportSize(desktop);
      // Another page of the language fetches them after its first paint, for the next page.
      await loadHydrated(page, hindi ? '/hi/about' : '/about');
      for (const family of families)
        await expect
          .poll(() => page.evaluate((key) => window.localStorage.getItem(key), protocol.webFontKey + family))
          .not.toBeNull();
      await loadHydrated(page, path);
      expect(await loaded()).toEqual(families);
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
    const entry = openProgramme;
    await loadHydrated(page, `/opportunity/${entry.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('form', { name: `Application for ${entry.title}` }).waitFor();
    expect(await tops('gpa')).toEqual(await tops('graduationYear'));
  });

  test('the file field offers only its button on a touch phone, and dropping a file with a mouse', async ({
    newSettledPage,
  }) => {
    const path = `/career/apply/${openOpening.id}`;
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
    const entry = openProgramme;
    for (const path of [
      `/career/job/${openOpening.id}`,
      `/career/apply/${openOpening.id}`,
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
    expect(boxes).toHaveLength(openListings(jobs, new Date()).length);
    // Side by side: the first two openings share a row and each takes about half of it.
    expect(boxes[1]!.y).toBe(boxes[0]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
  });

  test("the job detail's sidebar takes a third of the row beside the role's text at 1280 px", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: desktop });
    await loadHydrated(page, `/career/job/${openOpening.id}`);
    const sidebar = (await page.getByRole('complementary', { name: 'Job Details' }).boundingBox())!;
    const role = (await page.getByRole('region', { name: 'About the Role' }).boundingBox())!;
    const row = sidebar.x + sidebar.width - role.x;
    expect(sidebar.width).toBeGreaterThan(row * 0.3);
    expect(sidebar.x).toBeGreaterThan(role.x + role.width);
  });

  for (const [name, viewport] of Object.entries({ desktop, phone })) {
    test(`the help chat and its tip lie over no control or text, on the pages and forms it covered (${name})`, async ({
      newSettledPage,
    }) => {
      const page = await newSettledPage({ viewport });
      await page.clock.install();
      const entry = openListings(opportunities, new Date()).find((each) => each.category === 'internship')!;
      const covered: string[] = [];
      for (const path of [
        '/services/internship',
        `/opportunity/${entry.id}`,
        '/contact',
        `/career/apply/${openOpening.id}`,
      ]) {
        await loadHydrated(page, path);
        await tipShown(page);
        covered.push(...(await coveredWhileScrolling(page)).map((each) => `${path}: ${each}`));
      }
      await loadHydrated(page, `/opportunity/${entry.id}`);
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      await page.getByRole('form', { name: `Application for ${entry.title}` }).waitFor();
      await tipShown(page);
      covered.push(...(await coveredWhileScrolling(page)).map((each) => `application form: ${each}`));
      expect(covered).toEqual([]);
    });

    test(`a field focused from the keyboard shows whole, under nothing fixed, on the application forms (${name})`, async ({
      newSettledPage,
    }) => {
      const page = await newSettledPage({ viewport });
      await page.clock.install();
      const entry = openProgramme;
      const forms = [
        async () => loadHydrated(page, `/career/apply/${openOpening.id}`),
        async () => {
          await loadHydrated(page, `/opportunity/${entry.id}`);
          await page.getByRole('button', { name: 'Apply Now' }).first().click();
          await page.getByRole('form', { name: `Application for ${entry.title}` }).waitFor();
        },
      ];
      for (const open of forms) {
        await open();
        await tipShown(page);
        const email = page.getByRole('main').getByRole('textbox', { name: /Email/ });
        // The e-mail field at the bottom of the screen, where the help button was, and the focus comes to it.
        await email.evaluate((element) => {
          const box = element.getBoundingClientRect();
          window.scrollBy({ top: box.bottom - window.innerHeight + 8, behavior: 'instant' });
        });
        // The visitor has typed their last name (an empty one would show its error on leaving it).
        await page
          .getByRole('main')
          .getByRole('textbox', { name: /Last Name/ })
          .fill('Sharma');
        await page.keyboard.press('Tab');
        expect(await focusedInSight(page, email)).toBe(true);
      }
    });
  }
});
