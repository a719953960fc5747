import { Link, LinkButton, Logo, NavBar } from '@aarambh/ui';
import { useLocation } from '../boot';
import { company } from '@aarambh/content';
import { reportDrawerOpen } from '../flows/overlayOrder';
import { LanguageBar } from '../i18n/LanguageBar';
import { hindiTwins, languageOf } from '../i18n/pages';
import { m } from '../paraglide/messages.js';
import { navItemsIn } from './navigation';
import { SiteSearch } from './SiteSearch';

/**
 * The top navigation: links, the Services dropdown, search and 'Get Started'; a drawer below the
 * desktop breakpoint (1024 px), since the bar needs about 890 px in Inter and 920 px in the system
 * font a first visit paints with. Above it, on a page in two languages, the link to the other
 * language's page, on a bar of its own so that it never takes the navigation's room.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const locale = languageOf(pathname);
  const options = { locale };
  return (
    <>
      <LanguageBar path={pathname} label={m.nav_language({}, options)} />
      <NavBar
        brand={
          <Link href={locale === 'hi' ? hindiTwins['/'] : '/'} variant="subtle">
            {locale === 'hi' ? (
              <span lang="en">
                <Logo name={company.name} />
              </span>
            ) : (
              <Logo name={company.name} />
            )}
          </Link>
        }
        items={navItemsIn(locale)}
        collapseBelow="desktop"
        currentHref={pathname}
        search={<SiteSearch locale={locale} />}
        actions={
          <LinkButton href={locale === 'hi' ? hindiTwins['/services'] : '/services'}>
            {m.nav_get_started({}, options)}
          </LinkButton>
        }
        label={m.nav_label({}, options)}
        menuLabel={m.nav_menu({}, options)}
        closeLabel={m.nav_close_menu({}, options)}
        onDrawerOpenChange={reportDrawerOpen}
      />
    </>
  );
}
