import type { Category } from '@aarambh/content';
import type { ReactNode } from 'react';
import { illustrationPaint } from '@aarambh/ui';
import { HeroIllustration } from './HeroIllustration';

const { card, fill, stroke } = illustrationPaint;

/** A person as the slides draw one: a head and the shoulders, at (x, y) the centre of the head. */
function Person({ x, y, head, body }: { x: number; y: number; head: string; body: string }) {
  return (
    <>
      <circle className={head} cx={x} cy={y} r="22" />
      <path className={body} d={`M${x - 34} ${y + 60}c0-26 16-42 34-42s34 16 34 42z`} />
    </>
  );
}

/** Software development: code on a screen, shipped through a pipeline to a stack of servers. */
function SoftwareArt() {
  return (
    <HeroIllustration>
      <rect className={fill.ink} x="40" y="44" width="220" height="150" rx="12" />
      <rect className={fill.deep} x="54" y="58" width="192" height="122" rx="4" />
      <rect className={fill.accent} x="68" y="74" width="60" height="8" rx="4" />
      <rect className={fill.soft} x="84" y="92" width="110" height="8" rx="4" />
      <rect className={fill.soft} x="84" y="110" width="84" height="8" rx="4" />
      <rect className={fill.soft} x="68" y="128" width="130" height="8" rx="4" />
      <rect className={fill.accent} x="68" y="146" width="44" height="8" rx="4" />
      <path className={stroke.brand} d="M274 119h40" />
      <rect className={card} x="328" y="52" width="112" height="40" rx="8" />
      <rect className={card} x="328" y="104" width="112" height="40" rx="8" />
      <rect className={card} x="328" y="156" width="112" height="40" rx="8" />
      <circle className={fill.accent} cx="350" cy="72" r="6" />
      <circle className={fill.brand} cx="350" cy="124" r="6" />
      <circle className={fill.brand} cx="350" cy="176" r="6" />
      <rect className={fill.soft} x="366" y="68" width="56" height="8" rx="4" />
      <rect className={fill.soft} x="366" y="120" width="56" height="8" rx="4" />
      <rect className={fill.soft} x="366" y="172" width="56" height="8" rx="4" />
      <path className={stroke.brand} d="M30 226h420" />
    </HeroIllustration>
  );
}

/** A phone: a dark frame, a screen with a header bar, two cards and a saffron button. */
function Phone({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect className={fill.ink} width="110" height="200" rx="18" />
      <rect className={fill.paper} x="10" y="14" width="90" height="172" rx="10" />
      <rect className={fill.brand} x="10" y="14" width="90" height="34" rx="10" />
      <rect className={fill.soft} x="20" y="60" width="70" height="36" rx="6" />
      <rect className={fill.soft} x="20" y="104" width="70" height="36" rx="6" />
      <rect className={fill.accent} x="28" y="152" width="54" height="18" rx="9" />
    </g>
  );
}

/** App development: two phones side by side, and the star of a store rating. */
function AppArt() {
  return (
    <HeroIllustration>
      <Phone x={120} y={40} />
      <Phone x={250} y={24} />
      <circle className={fill.accent} cx="404" cy="78" r="30" />
      <path className={fill.paper} d="M404 60l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" />
      <circle className={fill.brand} cx="76" cy="180" r="18" />
      <path className={stroke.paper} d="M68 180l6 6 10-12" />
    </HeroIllustration>
  );
}

/** Website development: a browser window with a page in it, and the pointer that builds it. */
function WebsiteArt() {
  return (
    <HeroIllustration>
      <rect className={card} x="60" y="34" width="320" height="200" rx="12" />
      <path className={fill.brand} d="M60 46a12 12 0 0 1 12-12h296a12 12 0 0 1 12 12v20H60z" />
      <circle className={fill.accent} cx="82" cy="50" r="6" />
      <circle className={fill.paper} cx="102" cy="50" r="6" />
      <rect className={fill.paper} x="130" y="44" width="150" height="12" rx="6" />
      <rect className={fill.soft} x="84" y="86" width="272" height="52" rx="8" />
      <rect className={fill.brand} x="100" y="100" width="110" height="10" rx="5" />
      <rect className={fill.accent} x="100" y="118" width="56" height="10" rx="5" />
      <rect className={fill.soft} x="84" y="152" width="82" height="60" rx="8" />
      <rect className={fill.soft} x="179" y="152" width="82" height="60" rx="8" />
      <rect className={fill.soft} x="274" y="152" width="82" height="60" rx="8" />
      <path className={fill.ink} d="M352 170l60 24-26 8 16 28-12 6-16-28-20 18z" />
    </HeroIllustration>
  );
}

/** Workshop training: a board with a chart, and a small group at the front. */
function WorkshopArt() {
  return (
    <HeroIllustration>
      <rect className={fill.ink} x="110" y="24" width="260" height="140" rx="10" />
      <rect className={fill.accent} x="134" y="46" width="80" height="10" rx="5" />
      <rect className={fill.soft} x="146" y="112" width="28" height="36" rx="4" />
      <rect className={fill.brand} x="190" y="92" width="28" height="56" rx="4" />
      <rect className={fill.accent} x="234" y="72" width="28" height="76" rx="4" />
      <rect className={fill.soft} x="278" y="100" width="28" height="48" rx="4" />
      <path className={stroke.soft} d="M320 60v88" />
      <Person x={130} y={200} head={fill.brand} body={fill.deep} />
      <Person x={240} y={200} head={fill.accent} body={fill.ink} />
      <Person x={350} y={200} head={fill.brand} body={fill.brand} />
    </HeroIllustration>
  );
}

/** Training programs: a course as a path of milestones, the last one the graduation cap. */
function ProgramsArt() {
  return (
    <HeroIllustration>
      <path className={stroke.brand} d="M60 206c60 0 60-60 120-60s60-60 120-60 60-40 110-40" />
      <circle className={fill.brand} cx="60" cy="206" r="16" />
      <circle className={fill.brand} cx="180" cy="146" r="16" />
      <circle className={fill.accent} cx="300" cy="86" r="16" />
      <path className={stroke.paper} d="M52 206l6 6 10-12M172 146l6 6 10-12" />
      <path className={fill.ink} d="M420 22l44 20-44 20-44-20z" />
      <path className={fill.brand} d="M392 54v20c0 12 56 12 56 0V54l-28 13z" />
      <path className={stroke.accent} d="M460 46v30" />
      <rect className={card} x="250" y="150" width="190" height="84" rx="12" />
      <rect className={fill.soft} x="272" y="172" width="146" height="12" rx="6" />
      <rect className={fill.brand} x="272" y="172" width="104" height="12" rx="6" />
      <rect className={fill.soft} x="272" y="198" width="146" height="12" rx="6" />
      <rect className={fill.accent} x="272" y="198" width="60" height="12" rx="6" />
    </HeroIllustration>
  );
}

/** Internship: an intern's badge on its lanyard, and the briefcase of a first job. */
function InternshipArt() {
  return (
    <HeroIllustration>
      <path className={stroke.deep} d="M150 20l40 50M250 20l-40 50" />
      <rect className={card} x="120" y="70" width="160" height="180" rx="14" />
      <rect className={fill.brand} x="176" y="62" width="48" height="18" rx="6" />
      <circle className={fill.accent} cx="200" cy="130" r="28" />
      <path className={fill.ink} d="M160 206c0-28 18-44 40-44s40 16 40 44z" />
      <rect className={fill.soft} x="150" y="218" width="100" height="10" rx="5" />
      <rect className={fill.deep} x="300" y="130" width="140" height="100" rx="12" />
      <path className={stroke.accent} d="M346 130v-14a8 8 0 0 1 8-8h32a8 8 0 0 1 8 8v14" />
      <rect className={fill.brand} x="300" y="166" width="140" height="14" />
      <rect className={fill.accent} x="360" y="160" width="20" height="26" rx="4" />
    </HeroIllustration>
  );
}

/** The hero drawing of each category page. */
export const categoryArt: Record<Category, () => ReactNode> = {
  'software-development': SoftwareArt,
  'app-development': AppArt,
  'website-development': WebsiteArt,
  'workshop-training': WorkshopArt,
  'training-programs': ProgramsArt,
  internship: InternshipArt,
};
