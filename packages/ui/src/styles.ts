// The kit's global styles: the self-hosted Inter font faces, the reset and the theme rules.
// `@aarambh/ui/css` names them: in the published package it is dist/ui.css (these only: each
// component's module imports its own CSS there too); read from source in the workspace it is this
// module.
import '@fontsource-variable/inter';
import './css/global.css';
