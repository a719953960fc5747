import { illustrationPaint } from '@aarambh/ui';
import { HeroIllustration } from './HeroIllustration';

const { card, fill, stroke } = illustrationPaint;

/** Home: steps rising past the saffron sun of a beginning, a learner on the top step, work beside. */
export function HomeArt() {
  return (
    <HeroIllustration>
      <circle className={fill.accent} cx="296" cy="84" r="46" />
      <rect className={card} x="36" y="62" width="170" height="124" rx="12" />
      <rect className={fill.brand} x="58" y="84" width="70" height="10" rx="5" />
      <rect className={fill.soft} x="58" y="106" width="124" height="10" rx="5" />
      <path className={stroke.accent} d="M60 164l32-22 24 12 44-30" />
      <rect className={fill.brand} x="204" y="190" width="72" height="52" rx="8" />
      <rect className={fill.deep} x="276" y="150" width="72" height="92" rx="8" />
      <rect className={fill.brand} x="348" y="110" width="72" height="132" rx="8" />
      <circle className={fill.deep} cx="384" cy="62" r="18" />
      <path className={fill.ink} d="M356 110c0-22 12-34 28-34s28 12 28 34z" />
      <path className={stroke.ink} d="M24 242h432" />
    </HeroIllustration>
  );
}
