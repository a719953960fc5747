// The kit's global styles: the self-hosted Inter font faces, the reset and the theme rules.
// `@aarambh/ui/css` names them: in the published package it is dist/ui.css (these and every
// component's styles, built from this module and src/index.ts); read from source in the workspace it
// is this module, and each component brings its own styles.
import '@fontsource-variable/inter';
import './css/global.css';
