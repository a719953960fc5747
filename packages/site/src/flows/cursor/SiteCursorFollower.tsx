import { CursorFollower } from '@aarambh/ui';

/**
 * The site's cursor follower: the kit's ring, which itself stays off for touch screens (no fine
 * pointer), reduced motion and forced colours. Pages that have it mount it once, lazily.
 */
export function SiteCursorFollower() {
  return <CursorFollower />;
}
