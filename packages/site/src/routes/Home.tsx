import { homeCopy } from '@aarambh/content';
import { HomeView } from './HomeView';

export function HomePage() {
  return (
    <HomeView copy={homeCopy} path="/" servicesHref="/services" aboutHref="/about" feedbackHref="/feedback" />
  );
}

export { HomePage as Component };
