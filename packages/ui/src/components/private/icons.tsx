// Small glyphs the form controls draw inside themselves; decorative, so hidden from assistive
// technology (the control's role and state say the same thing).
import * as styles from './listbox.css';

const svgProps = { 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor' } as const;

export function ChevronDown({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" strokeWidth={2} {...svgProps}>
      <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Check({ className = styles.check }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" strokeWidth={2.5} {...svgProps}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Close({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" strokeWidth={2} {...svgProps}>
      <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
    </svg>
  );
}
