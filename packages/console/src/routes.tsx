import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ConsoleLayout, ScreenLoading } from './layout/ConsoleLayout';
import { EnrolScreen, screens } from './screens';

/**
 * The console's routes under /staff/ (the router's basename), from the list of screens: each
 * route's `handle` is its screen (the layout reads the title from it). Every screen but enrolling
 * needs a session; the layout shows the sign-in until there is one.
 */
export const routes: RouteObject[] = [
  {
    path: 'enrol',
    element: (
      <Suspense fallback={<ScreenLoading />}>
        <EnrolScreen />
      </Suspense>
    ),
  },
  {
    element: <ConsoleLayout />,
    children: screens.map((screen) => ({
      ...(screen.path === null ? { index: true } : { path: screen.path }),
      handle: screen,
      element: <screen.Screen />,
    })),
  },
];
