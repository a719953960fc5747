import { Link, LinkButton, NavBar } from '@aarambh/ui';
import { useLocation } from 'react-router-dom';
import { company } from '@aarambh/content';
import { reportDrawerOpen } from '../flows/overlayOrder';
import { navItems } from './navigation';
import { SiteSearch } from './SiteSearch';

/** The top navigation: links, the Services dropdown, search and 'Get Started'; a drawer on phones. */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <NavBar
      brand={
        <Link href="/" variant="subtle">
          {company.name}
        </Link>
      }
      items={navItems}
      currentHref={pathname}
      search={<SiteSearch />}
      actions={<LinkButton href="/services">Get Started</LinkButton>}
      onDrawerOpenChange={reportDrawerOpen}
    />
  );
}
