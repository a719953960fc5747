import { Button, Inline, LinkButton } from '@aarambh/ui';
import { cookiePolicyCopy, type Copy } from '@aarambh/content';
import { cookiePolicy } from '../content/policies';
import { openCookiePreferences } from '../flows/consent/consentStore';
import { PolicyPage, type PolicyPageProps } from '../sections/PolicyPage';

/** A neutral guide to cookie settings in every common browser. */
const BROWSER_SETTINGS_GUIDE = 'https://www.aboutcookies.org/how-to-manage-cookies';

export interface CookiePolicyViewProps extends Omit<PolicyPageProps, 'actions'> {
  /** The labels of the page's two buttons, in the page's language. */
  actionLabels: Copy<typeof cookiePolicyCopy.actions>;
}

/** The cookie policy, with the buttons that open the consent choices and a guide to browser settings. */
export function CookiePolicyView({ actionLabels, text = (value) => value, ...page }: CookiePolicyViewProps) {
  return (
    <PolicyPage
      {...page}
      text={text}
      actions={
        <Inline space="md" collapseBelow="tablet">
          <Button onPress={openCookiePreferences}>{text(actionLabels.managePreferences)}</Button>
          <LinkButton href={BROWSER_SETTINGS_GUIDE} variant="secondary" isExternal>
            {text(actionLabels.browserSettings)}
          </LinkButton>
        </Inline>
      }
    />
  );
}

export function CookiePolicyPage() {
  return <CookiePolicyView policy={cookiePolicy} actionLabels={cookiePolicyCopy.actions} />;
}

export { CookiePolicyPage as Component };
