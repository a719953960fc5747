import { EmptyState } from '@aarambh/ui';
import type { ReactNode } from 'react';
import { useSession } from '../session';

/** A screen for admins: others see why it is closed to them (the API refuses their calls anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { me } = useSession();
  if (me.role === 'admin') return children;
  return (
    <EmptyState
      title="For admins only"
      description="Ask an admin if you need this screen."
      headingLevel={1}
    />
  );
}
