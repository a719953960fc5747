import { CursorFollower } from '@aarambh/ui';

/** The decorative cursor follower (fine pointers only; off under reduced motion: the kit decides). */
export function SiteCursor() {
  return <CursorFollower />;
}
