/** The kit's global stylesheet and font faces (see kitSideEffects.ts). */
declare module 'virtual:kit-side-effects';
