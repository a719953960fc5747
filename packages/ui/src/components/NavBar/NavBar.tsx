import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Header,
  Heading,
  Link as RACLink,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { focusAtOnce, paintFirst } from '../private/paintFirst';
import * as styles from './NavBar.css';

/** A link in the navigation. */
export interface NavBarLink {
  label: string;
  href: string;
  /** The label's language, where it differs from the page's (an English name on a Hindi page). */
  lang?: string;
}

/** A link's label, marked with its language where it has one of its own. */
export function linkLabel(link: NavBarLink): ReactNode {
  return link.lang ? <span lang={link.lang}>{link.label}</span> : link.label;
}

/** A titled group of links inside a dropdown, e.g. 'Development'. */
export interface NavBarGroup {
  title: string;
  links: readonly NavBarLink[];
}

/** A dropdown of grouped links, e.g. 'Services'. */
export interface NavBarMenu {
  label: string;
  groups: readonly NavBarGroup[];
}

export type NavBarItem = NavBarLink | NavBarMenu;

const isMenu = (item: NavBarItem): item is NavBarMenu => 'groups' in item;

export interface NavBarProps {
  /** The brand at the start of the bar, usually a link home with the logo or company name. */
  brand: ReactNode;
  /** The links and dropdowns, in order, e.g. Home, About, Services (a dropdown), Career, Contact. */
  items: readonly NavBarItem[];
  /**
   * The address of the current page: its link gets `aria-current="page"`, and when it changes the
   * mobile drawer closes.
   */
  currentHref?: string;
  /** A search field, shown in the bar from the breakpoint up and at the top of the mobile menu. */
  search?: ReactNode;
  /** Calls to action at the end, e.g. a 'Get Started' LinkButton; also at the foot of the mobile menu. */
  actions?: ReactNode;
  /**
   * Below this breakpoint the links collapse into a menu button that opens a drawer.
   * @default 'tablet'
   */
  collapseBelow?: 'tablet' | 'desktop';
  /**
   * Names the navigation landmark.
   * @default 'Main'
   */
  label?: string;
  /**
   * The text of the menu button (its accessible name) and the title of the drawer.
   * @default 'Menu'
   */
  menuLabel?: string;
  /**
   * The accessible name of the drawer's close button.
   * @default 'Close menu'
   */
  closeLabel?: string;
  /** Keep the bar at the top of the viewport while the page scrolls. @default true */
  sticky?: boolean;
  /** Told when the mobile drawer opens or closes (also when navigating closes it). */
  onDrawerOpenChange?: (isOpen: boolean) => void;
}

function isCurrentMenu(menu: NavBarMenu, currentHref: string | undefined) {
  return menu.groups.some((group) => group.links.some((link) => link.href === currentHref));
}

/** A dropdown in the bar: the WAI-ARIA menu button pattern, through RAC's MenuTrigger and Menu. */
function NavDropdown({ menu, currentHref }: { menu: NavBarMenu; currentHref: string | undefined }) {
  return (
    <MenuTrigger>
      <Button className={styles.menuTrigger} data-current={isCurrentMenu(menu, currentHref) || undefined}>
        {menu.label}
        <span className={styles.chevron}>
          <Icon name="chevron-down" />
        </span>
      </Button>
      <Popover placement="bottom start" offset={4} className={styles.popover}>
        <Menu className={styles.menu}>
          {menu.groups.map((group) => (
            <MenuSection key={group.title} className={styles.menuSection}>
              <Header className={styles.menuHeader}>{group.title}</Header>
              {group.links.map((link) => (
                <MenuItem
                  key={link.href}
                  id={link.href}
                  href={link.href}
                  textValue={link.label}
                  className={styles.menuItem}
                >
                  {linkLabel(link)}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function DrawerLink({
  link,
  currentHref,
  onPress,
}: {
  link: NavBarLink;
  currentHref?: string;
  onPress: () => void;
}) {
  return (
    <RACLink
      href={link.href}
      className={styles.drawerLink}
      aria-current={link.href === currentHref ? 'page' : undefined}
      onPress={onPress}
    >
      {linkLabel(link)}
    </RACLink>
  );
}

function DrawerMenu({
  menu,
  currentHref,
  close,
}: {
  menu: NavBarMenu;
  currentHref?: string;
  close: () => void;
}) {
  const id = useId();
  return (
    <>
      <span id={id} className={styles.drawerGroupTitle}>
        {menu.label}
      </span>
      <ul className={styles.drawerSubList} aria-labelledby={id}>
        {menu.groups.map((group, index) => (
          <li key={group.title}>
            <span id={`${id}-${index}`} className={styles.drawerGroupTitle}>
              {group.title}
            </span>
            <ul className={styles.drawerSubList} aria-labelledby={`${id}-${index}`}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <DrawerLink link={link} currentHref={currentHref} onPress={close} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The site's top bar: a `header` with the brand, the main navigation (links and dropdowns of
 * grouped links), a search slot and an actions slot.
 *
 * - Dropdowns follow the WAI-ARIA **menu button** pattern (RAC MenuTrigger and Menu, sections with
 *   headers): Enter, Space or Arrow Down opens the menu on its first item, arrows move, typing
 *   jumps to an item, Enter follows the link, Escape closes and returns focus to the button.
 * - Below `collapseBelow` the navigation collapses into a menu button that opens a modal drawer
 *   (RAC ModalOverlay, Modal and Dialog): focus moves into it and is trapped there, Escape or the
 *   close button closes it, and focus returns to the menu button.
 *
 * Links are RAC links, so with a RAC `RouterProvider` they navigate through the app's router.
 * Pass `currentHref` (the router's current path): it marks the current link and closes the drawer
 * after any navigation.
 *
 * It leaves itself out of print: a printed page (a receipt, a confirmation) is the page's content.
 */
export function NavBar({
  brand,
  items,
  currentHref,
  search,
  actions,
  collapseBelow = 'tablet',
  label = 'Main',
  menuLabel = 'Menu',
  closeLabel = 'Close menu',
  sticky = true,
  onDrawerOpenChange,
}: NavBarProps) {
  const wide = styles.wide[collapseBelow];
  const narrow = styles.narrow[collapseBelow];
  // The drawer remembers the page it was opened on, so it closes by itself when the app navigates
  // (a new `currentHref`), whichever link was used: menu links, search results or actions.
  const [openOn, setOpenOn] = useState<{ href: string | undefined } | null>(null);
  const isDrawerOpen = openOn !== null && openOn.href === currentHref;
  const reportedOpen = useRef(false);
  useEffect(() => {
    if (reportedOpen.current === isDrawerOpen) return;
    reportedOpen.current = isDrawerOpen;
    onDrawerOpenChange?.(isDrawerOpen);
  }, [isDrawerOpen, onDrawerOpenChange]);
  return (
    <header className={[styles.bar, sticky && styles.sticky].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <div className={styles.brand}>{brand}</div>
        <nav aria-label={label} className={wide}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.label}>
                {isMenu(item) ? (
                  <NavDropdown menu={item} currentHref={currentHref} />
                ) : (
                  <RACLink
                    href={item.href}
                    className={styles.navLink}
                    aria-current={item.href === currentHref ? 'page' : undefined}
                  >
                    {linkLabel(item)}
                  </RACLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {search ? <div className={`${wide} ${styles.slot}`}>{search}</div> : null}
        {actions ? <div className={`${wide} ${styles.slot}`}>{actions}</div> : null}
        <div className={narrow}>
          <DialogTrigger
            isOpen={isDrawerOpen}
            onOpenChange={(isOpen) => setOpenOn(isOpen ? { href: currentHref } : null)}
          >
            <IconButton icon="menu" label={menuLabel} />
            <ModalOverlay isDismissable className={styles.overlay} {...paintFirst()}>
              <Modal className={styles.drawer}>
                <Dialog className={styles.dialog} ref={focusAtOnce}>
                  {({ close }) => (
                    <>
                      <div className={styles.drawerHeader}>
                        <Heading slot="title" level={2} className={styles.drawerTitle}>
                          {menuLabel}
                        </Heading>
                        <IconButton icon="close" label={closeLabel} onPress={close} />
                      </div>
                      {search ? <div className={styles.drawerSlot}>{search}</div> : null}
                      <nav aria-label={label}>
                        <ul className={styles.drawerList}>
                          {items.map((item) => (
                            <li key={item.label}>
                              {isMenu(item) ? (
                                <DrawerMenu menu={item} currentHref={currentHref} close={close} />
                              ) : (
                                <DrawerLink link={item} currentHref={currentHref} onPress={close} />
                              )}
                            </li>
                          ))}
                        </ul>
                      </nav>
                      {actions ? <div className={styles.drawerSlot}>{actions}</div> : null}
                    </>
                  )}
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        </div>
      </div>
    </header>
  );
}
