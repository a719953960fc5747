import type { Meta } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { within } from 'storybook/test';
import { GlobalFlowsContext, SiteLayout } from '../src/layout/SiteLayout';
import { FixedDateProvider, PageRoutes, pageSourceOf, preloadIslandComponents } from '../src/boot';
import { hindiLayoutHandle } from '../src/layout/hindiLayout';
import { languageOf } from '../src/i18n/language';

/** Every page story draws its dates from this day, so the pictures do not change from day to day. */
const STORY_DATE = '2026-11-22';

export interface PageFrameProps {
  /** The address the page is shown at (the navigation marks it as current). */
  path: string;
  /** The page, as its route renders it. */
  page: ReactNode;
}

/**
 * A page composed as the site shows it: the shared layout with the navigation and the footer
 * (rendered at once here; the site loads their code on the first interaction), at `path`, on a
 * memory router (links navigate in the story). A page under `/hi` has the Hindi pages' route
 * handle, as on the site (the footer's Hindi subscribe form).
 */
export function PageFrame({ path, page }: PageFrameProps) {
  const [source] = useState(() => {
    const handle = languageOf(path) === 'hi' ? hindiLayoutHandle : undefined;
    return pageSourceOf(
      createMemoryRouter(
        [
          {
            path: '/',
            Component: SiteLayout,
            children: [
              { index: true, element: page, handle },
              { path: '*', element: page, handle },
            ],
          },
        ],
        { initialEntries: [path] },
      ),
    );
  });
  return (
    <FixedDateProvider value={STORY_DATE}>
      <GlobalFlowsContext value={false}>
        <PageRoutes source={source} />
      </GlobalFlowsContext>
    </FixedDateProvider>
  );
}

/**
 * What every page story file shares (each file adds its own `title`, which Storybook must read
 * statically). The pages are in files of their own so that the story tests, which run files side
 * by side, are not held up by one long file of full-page screenshots.
 */
export const pageStoryDefaults = {
  component: PageFrame,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A screen of the site, composed from the kit with the real content, inside the shared layout. ' +
          'Most pages have a phone (390 px) and a desktop (1280 px) story. Dates are drawn from a fixed day.',
      },
    },
  },
  // The code of the page's islands loads before the page renders, as on the site (src/boot).
  loaders: [
    async () => {
      await preloadIslandComponents();
      return {};
    },
  ],
  // The page is on screen once its heading is; the play functions wait for it.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Partial<Meta<typeof PageFrame>>;

// A story's `globals`: the viewport a page story is shown at (the sizes are in .storybook/viewport.ts).
// Story tests run in a frame the size of the viewport and a screenshot shows only what the frame
// paints, so the viewports are taller than the longest page: the picture is the whole page.
export const phone = { viewport: { value: '390x8000' } };
/** The narrowest phone the site is made for (WCAG 1.4.10: nothing scrolls sideways at 320 px). */
export const narrowPhone = { viewport: { value: '320x8000' } };
export const desktop = { viewport: { value: '1280x6000' } };
