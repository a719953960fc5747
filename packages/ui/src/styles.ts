// The kit's global styles: the self-hosted Inter font faces and Noto Sans Devanagari face, the
// reset and the theme rules.
// `@aarambh/ui/css` names them: in the published package it is dist/ui.css (these only: each
// component's module imports its own CSS there too); read from source in the workspace it is this
// module.
import '@fontsource-variable/inter';
import './css/devanagari.css';
import './css/global.css';
