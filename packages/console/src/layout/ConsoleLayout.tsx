import { company } from '@aarambh/content';
import { type StaffIdentity, staffMessages } from '@aarambh/machines/schemas';
import { Container, Logo, SkipLink, Text } from '@aarambh/ui';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useMatches, useNavigate } from 'react-router-dom';
import { call, onSignedOut } from '../api';
import type { ConsoleScreen } from '../screens';
import { type Session, SessionContext } from '../session';
import { SignInScreen } from '../signIn/SignInScreen';
import * as styles from './ConsoleLayout.css';

/**
 * Kit links resolve their href through the router (under /staff/), except the API's own paths (a
 * resume to download), which are the server's, not a screen's, and whole addresses (`mailto:`,
 * `tel:`, a web page).
 */
function useConsoleHref(href: string): string {
  const asIs = href.startsWith('/api/') || /^[a-z][a-z\d+.-]*:/i.test(href);
  const resolved = useHref(asIs ? '.' : href);
  return asIs ? href : resolved;
}

type State =
  | { status: 'checking' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; me: StaffIdentity };

// What only a signed-in member of staff sees (the navigation, the menus, the toasts) is fetched
// after signing in: the sign-in, the first screen, needs none of it (`npm run bench`).
const signedIn = () => import('./SignedIn');
const SignedInHeader = lazy(() => signedIn().then((module) => ({ default: module.SignedInHeader })));
const Toasts = lazy(() => signedIn().then((module) => ({ default: module.Toasts })));

/** Shown where a screen will be while its code arrives (once per screen and visit). */
export function ScreenLoading() {
  return (
    <div role="status">
      <Text tone="muted">Loading…</Text>
    </div>
  );
}

/** The page's title outside a screen (signing in, enrolling). */
export const consoleTitle = `Staff console · ${company.name}`;

/** The page's title: the screen's name, then the console's and the company's. */
function useScreenTitle() {
  const matches = useMatches();
  const screen = matches.at(-1)?.handle as ConsoleScreen | undefined;
  useEffect(() => {
    document.title = screen ? `${screen.label} · ${consoleTitle}` : consoleTitle;
  }, [screen]);
}

/**
 * Every screen of the console: sign-in until there is a session, then the header with the
 * screens the role may use, and the screen. A call that finds the session gone brings the
 * sign-in back, with the reason.
 */
export function ConsoleLayout() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'checking' });
  useScreenTitle();

  useEffect(() => {
    call('me').then(
      (me) => setState({ status: 'signed-in', me }),
      () => setState({ status: 'signed-out' }),
    );
    return onSignedOut(() => setState({ status: 'signed-out', notice: staffMessages.signedOut }));
  }, []);

  const end = useCallback(async (name: 'signOut' | 'signOutEverywhere') => {
    await call(name).catch(() => undefined);
    setState({ status: 'signed-out' });
  }, []);
  const session = useMemo<Session | null>(
    () =>
      state.status === 'signed-in'
        ? { me: state.me, signOut: () => end('signOut'), signOutEverywhere: () => end('signOutEverywhere') }
        : null,
    [state, end],
  );

  return (
    <RouterProvider navigate={(href) => void navigate(href)} useHref={useConsoleHref}>
      <SkipLink />
      <header className={styles.header}>
        <Container>
          <div className={styles.bar}>
            <span className={styles.brand}>
              <Logo name={company.name} size="small" />
              <span className={styles.product}>
                <Text as="span" tone="muted">
                  · Staff console
                </Text>
              </span>
            </span>
            {session && (
              <Suspense>
                <SignedInHeader session={session} />
              </Suspense>
            )}
          </div>
        </Container>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Container>
          {state.status === 'checking' ? (
            <Text tone="muted">Checking your session…</Text>
          ) : state.status === 'signed-out' ? (
            <SignInScreen notice={state.notice} onSignedIn={(me) => setState({ status: 'signed-in', me })} />
          ) : (
            <SessionContext.Provider value={session}>
              <Suspense fallback={<ScreenLoading />}>
                <Outlet />
              </Suspense>
            </SessionContext.Provider>
          )}
        </Container>
      </main>
      {session && (
        <Suspense>
          <Toasts />
        </Suspense>
      )}
    </RouterProvider>
  );
}
