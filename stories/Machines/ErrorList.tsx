import { vars } from '@aarambh/ui';
import { useId } from 'react';

/** The errors a form shows now, field by field. */
export function ErrorList({ errors }: { errors: Partial<Record<string, string>> }) {
  const id = useId();
  const entries = Object.entries(errors);
  return (
    <section aria-labelledby={id} style={{ display: 'grid', gap: vars.space.sm }}>
      <h3 id={id} style={{ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, margin: 0 }}>
        Errors shown
      </h3>
      {entries.length === 0 ? (
        <p style={{ margin: 0, color: vars.color.textMuted }}>None.</p>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: vars.space.lg }}>
          {entries.map(([field, message]) => (
            <li key={field}>
              <code>{field}</code>: <span style={{ color: vars.color.critical }}>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
