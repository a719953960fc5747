// Inter has no Devanagari: the Hindi in stories (the header's link "हिन्दी", the Hindi pages)
// would be drawn in whatever font a machine has, and in boxes on a fresh one. The stories draw it
// in Noto Sans Devanagari, self-hosted from its npm package, as a face of the stories' own
// typeface with Inter's descriptors (a face of other weights would be matched instead of Inter's
// and take its Latin away), for the Devanagari block only (U+0900 to U+097F: not the package's
// wider range, which would take the rupee sign from Inter). So every machine draws the same pixels.
import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';

const style = document.createElement('style');
style.textContent = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${devanagari}) format('woff2-variations');unicode-range:U+0900-097F}`;
document.head.append(style);
