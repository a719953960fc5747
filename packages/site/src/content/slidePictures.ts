// The promo popup's slide pictures: small SVG illustrations written into the code as data URLs, not
// files. A file is requested only as the popup opens, and on a slow phone the picture then painted a
// round trip after the popup. Plain strings rather than Vite's `?inline` imports, so that whatever
// reads the content reads them, the end-to-end tests under Node's own loader included.

/** An SVG as a data URL, encoded as the site's other drawn images are (the UPI QR code's). */
const svgDataUrl = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup.trim())}`;

export const softwareDevelopment = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img" aria-label="A laptop showing code beside a deployment pipeline">
  <rect width="480" height="270" fill="#ECEBFD"/>
  <rect x="70" y="50" width="220" height="140" rx="12" fill="#14142B"/>
  <rect x="84" y="64" width="192" height="112" rx="4" fill="#2F289E"/>
  <rect x="96" y="80" width="70" height="8" rx="4" fill="#F4A340"/>
  <rect x="110" y="98" width="110" height="8" rx="4" fill="#ECEBFD"/>
  <rect x="110" y="116" width="86" height="8" rx="4" fill="#ECEBFD"/>
  <rect x="96" y="134" width="130" height="8" rx="4" fill="#ECEBFD"/>
  <rect x="96" y="152" width="54" height="8" rx="4" fill="#F4A340"/>
  <path d="M50 196h260l-18 18H68z" fill="#3F37C9"/>
  <circle cx="350" cy="80" r="22" fill="#3F37C9"/>
  <circle cx="410" cy="135" r="22" fill="#3F37C9"/>
  <circle cx="350" cy="190" r="22" fill="#F4A340"/>
  <path d="M366 96l28 24M394 150l-28 24" stroke="#3F37C9" stroke-width="6" stroke-linecap="round"/>
  <path d="M340 190l7 7 13-15" stroke="#14142B" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`);

export const trainingPrograms = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img" aria-label="A learner following a structured course on a laptop">
  <rect width="480" height="270" fill="#ECEBFD"/>
  <rect x="60" y="46" width="240" height="150" rx="12" fill="#FFFFFF" stroke="#3F37C9" stroke-width="6"/>
  <rect x="84" y="72" width="90" height="10" rx="5" fill="#3F37C9"/>
  <rect x="84" y="100" width="190" height="14" rx="7" fill="#ECEBFD"/>
  <rect x="84" y="100" width="150" height="14" rx="7" fill="#3F37C9"/>
  <rect x="84" y="128" width="190" height="14" rx="7" fill="#ECEBFD"/>
  <rect x="84" y="128" width="96" height="14" rx="7" fill="#F4A340"/>
  <rect x="84" y="156" width="190" height="14" rx="7" fill="#ECEBFD"/>
  <rect x="84" y="156" width="40" height="14" rx="7" fill="#3F37C9"/>
  <path d="M40 204h300l-16 16H56z" fill="#3F37C9"/>
  <path d="M370 90l50-22 50 22-50 22z" fill="#14142B"/>
  <path d="M390 100v30c0 10 60 10 60 0v-30l-30 13z" fill="#3F37C9"/>
  <path d="M462 94v40" stroke="#F4A340" stroke-width="6" stroke-linecap="round"/>
</svg>
`);

export const internships = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img" aria-label="An intern and a mentor reviewing work together">
  <rect width="480" height="270" fill="#ECEBFD"/>
  <rect x="150" y="70" width="180" height="110" rx="10" fill="#FFFFFF" stroke="#3F37C9" stroke-width="6"/>
  <rect x="172" y="92" width="100" height="10" rx="5" fill="#3F37C9"/>
  <rect x="172" y="114" width="136" height="10" rx="5" fill="#ECEBFD"/>
  <rect x="172" y="136" width="76" height="10" rx="5" fill="#F4A340"/>
  <circle cx="96" cy="112" r="30" fill="#3F37C9"/>
  <path d="M46 230c0-40 22-70 50-70s50 30 50 70z" fill="#3F37C9"/>
  <circle cx="384" cy="112" r="30" fill="#F4A340"/>
  <path d="M334 230c0-40 22-70 50-70s50 30 50 70z" fill="#14142B"/>
  <path d="M300 168l16 16 30-34" stroke="#3F37C9" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`);

export const workshops = svgDataUrl(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img" aria-label="A small group at a hands-on workshop">
  <rect width="480" height="270" fill="#ECEBFD"/>
  <rect x="120" y="36" width="240" height="120" rx="10" fill="#14142B"/>
  <rect x="142" y="58" width="80" height="10" rx="5" fill="#F4A340"/>
  <rect x="142" y="80" width="196" height="10" rx="5" fill="#ECEBFD"/>
  <rect x="142" y="102" width="150" height="10" rx="5" fill="#ECEBFD"/>
  <rect x="142" y="124" width="110" height="10" rx="5" fill="#3F37C9"/>
  <circle cx="120" cy="196" r="22" fill="#3F37C9"/>
  <path d="M86 256c0-26 16-42 34-42s34 16 34 42z" fill="#3F37C9"/>
  <circle cx="240" cy="196" r="22" fill="#F4A340"/>
  <path d="M206 256c0-26 16-42 34-42s34 16 34 42z" fill="#14142B"/>
  <circle cx="360" cy="196" r="22" fill="#3F37C9"/>
  <path d="M326 256c0-26 16-42 34-42s34 16 34 42z" fill="#3F37C9"/>
</svg>
`);
