import { Button, Inline, LinkButton } from '@aarambh/ui';
import { cookiePolicy } from '../content/policies';
import { openCookiePreferences } from '../flows/consent/consentStore';
import { PolicyPage } from '../sections/PolicyPage';

/** A neutral guide to cookie settings in every common browser. */
const BROWSER_SETTINGS_GUIDE = 'https://www.aboutcookies.org/how-to-manage-cookies';

export function CookiePolicyPage() {
  return (
    <PolicyPage
      policy={cookiePolicy}
      actions={
        <Inline space="md" collapseBelow="tablet">
          <Button onPress={openCookiePreferences}>Manage Cookie Preferences</Button>
          <LinkButton href={BROWSER_SETTINGS_GUIDE} variant="secondary" isExternal>
            Learn About Browser Settings
          </LinkButton>
        </Inline>
      }
    />
  );
}

export { CookiePolicyPage as Component };
