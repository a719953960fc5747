import { company } from '@aarambh/content';
import { type StaffIdentity, staffMessages } from '@aarambh/machines/schemas';
import {
  Button,
  Container,
  Logo,
  Menu,
  MenuItem,
  MenuTrigger,
  SkipLink,
  Text,
  ToastRegion,
} from '@aarambh/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { NavLink, Outlet, useHref, useNavigate } from 'react-router-dom';
import { call, onSignedOut } from '../api';
import { type Session, SessionContext } from '../session';
import { SignInScreen } from '../signIn/SignInScreen';
import * as styles from './ConsoleLayout.css';

/**
 * Kit links resolve their href through the router (under /staff/), except the API's own paths (a
 * resume to download), which are the server's, not a screen's.
 */
function useConsoleHref(href: string): string {
  const resolved = useHref(href.startsWith('/api/') ? '.' : href);
  return href.startsWith('/api/') ? href : resolved;
}

type State =
  | { status: 'checking' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; me: StaffIdentity };

const screens = [
  { to: '/', label: 'Inbox', admin: false },
  { to: '/payments', label: 'Payments', admin: true },
  { to: '/staff', label: 'Staff and data requests', admin: true },
  { to: '/audit', label: 'Audit log', admin: true },
] as const;

/**
 * Every screen of the console: sign-in until there is a session, then the header with the
 * screens the role may use, and the screen. A call that finds the session gone brings the
 * sign-in back, with the reason.
 */
export function ConsoleLayout() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'checking' });

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
              <Text as="span" tone="muted">
                · Staff console
              </Text>
            </span>
            {session && (
              <>
                <nav aria-label="Console">
                  <ul className={styles.nav}>
                    {screens
                      .filter((screen) => !screen.admin || session.me.role === 'admin')
                      .map((screen) => (
                        <li key={screen.to}>
                          <NavLink
                            to={screen.to}
                            end
                            className={({ isActive }) => (isActive ? styles.current : undefined)}
                          >
                            {screen.label}
                          </NavLink>
                        </li>
                      ))}
                  </ul>
                </nav>
                <MenuTrigger>
                  <Button variant="secondary" size="small">
                    {session.me.email}
                  </Button>
                  <Menu
                    aria-label="Account"
                    onAction={(key) =>
                      void (key === 'everywhere' ? session.signOutEverywhere() : session.signOut())
                    }
                  >
                    <MenuItem id="out">Sign out</MenuItem>
                    <MenuItem id="everywhere">Sign out everywhere</MenuItem>
                  </Menu>
                </MenuTrigger>
              </>
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
              <Outlet />
            </SessionContext.Provider>
          )}
        </Container>
      </main>
      <ToastRegion />
    </RouterProvider>
  );
}
