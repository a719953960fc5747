import { Link, LinkButton, Logo, NavBar } from '@aarambh/ui';
import { useLocation } from '../boot';
import { company } from '@aarambh/content';
import { reportDrawerOpen } from '../flows/overlayOrder';
import { navItems } from './navigation';
import { SiteSearch } from './SiteSearch';

/**
 * The top navigation: links, the Services dropdown, search and 'Get Started'; a drawer below the
 * desktop breakpoint (1024 px), since the bar needs about 890 px in Inter and 920 px in the system
 * font a first visit paints with.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <NavBar
      brand={
        <Link href="/" variant="subtle">
          <Logo name={company.name} />
        </Link>
      }
      items={navItems}
      collapseBelow="desktop"
      currentHref={pathname}
      search={<SiteSearch />}
      actions={<LinkButton href="/services">Get Started</LinkButton>}
      onDrawerOpenChange={reportDrawerOpen}
    />
  );
}
