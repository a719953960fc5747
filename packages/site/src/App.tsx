import { Button, vars } from '@aarambh/ui';
import { company } from './content/company';

/** The home page's hero, rendered through the kit. */
export function App() {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: vars.space.lg,
        background: vars.color.surface,
      }}
    >
      <div style={{ maxWidth: 720, textAlign: 'center', display: 'grid', gap: vars.space.lg }}>
        <h1 style={{ fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display }}>
          Launch Your Career with {company.name}
        </h1>
        <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.lg }}>{company.tagline}</p>
        <div style={{ display: 'flex', gap: vars.space.md, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button>Explore Services</Button>
          <Button variant="secondary">Learn More</Button>
        </div>
      </div>
    </main>
  );
}
