import { refundPolicy } from '../content/policies';
import { PolicyPage } from '../sections/PolicyPage';

export function Component() {
  return <PolicyPage policy={refundPolicy} />;
}
