import { Button, Menu, MenuItem, MenuSection, MenuTrigger, ToastRegion, useMediaQuery } from '@aarambh/ui';
import { NavLink } from 'react-router-dom';
import { type ConsoleScreen, screens } from '../screens';
import type { Session } from '../session';
import * as styles from './ConsoleLayout.css';
import { phoneQuery } from './phone.css';

const pathOfScreen = (screen: ConsoleScreen) => `/${screen.path ?? ''}`;

/** The screens this member of staff sees in the navigation. */
const navigation = (session: Session) =>
  screens.filter((screen) => screen.inNavigation && (!screen.admin || session.me.role === 'admin'));

/**
 * The header's part for a signed-in member of staff: the screens their role may use and their
 * account's menu; on a phone, one menu holding both.
 */
export function SignedInHeader({ session }: { session: Session }) {
  const phone = useMediaQuery(phoneQuery);
  return phone ? (
    <MenuTrigger>
      <Button variant="secondary" size="small">
        Menu
      </Button>
      <Menu
        aria-label="Screens and account"
        placement="bottom end"
        onAction={(key) => {
          if (key === 'out') void session.signOut();
          if (key === 'everywhere') void session.signOutEverywhere();
        }}
      >
        <MenuSection title="Screens">
          {navigation(session).map((screen) => (
            <MenuItem key={screen.label} id={screen.label} href={pathOfScreen(screen)}>
              {screen.label}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSection title={session.me.email}>
          <MenuItem id="out">Sign out</MenuItem>
          <MenuItem id="everywhere">Sign out everywhere</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ) : (
    <>
      <nav aria-label="Console">
        <ul className={styles.nav}>
          {navigation(session).map((screen) => (
            <li key={screen.label}>
              <NavLink
                to={pathOfScreen(screen)}
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
          onAction={(key) => void (key === 'everywhere' ? session.signOutEverywhere() : session.signOut())}
        >
          <MenuItem id="out">Sign out</MenuItem>
          <MenuItem id="everywhere">Sign out everywhere</MenuItem>
        </Menu>
      </MenuTrigger>
    </>
  );
}

/** The toasts of the changes staff make (signing in needs none). */
export function Toasts() {
  return <ToastRegion />;
}
