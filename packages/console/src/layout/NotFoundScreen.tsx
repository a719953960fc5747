import { EmptyState, Link } from '@aarambh/ui';

export function NotFoundScreen() {
  return (
    <EmptyState
      title="No such screen"
      description="The address may be mistyped."
      action={<Link href="/">Open the inbox</Link>}
      headingLevel={1}
    />
  );
}
