import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { vanillaExtractBuild } from '../../scripts/vanillaExtractBuild.ts';

/**
 * The staff console: a client-rendered app under /staff/ (never prerendered: every screen needs a
 * session, and its data must not be written into files). The API serves `dist/` (see
 * packages/api/src/http/console.ts), which `npm run build` (scripts/build.mjs) makes.
 */
export default defineConfig(({ command }) => ({
  base: '/staff/',
  plugins: [react(), command === 'build' ? vanillaExtractBuild() : vanillaExtractPlugin()],
  resolve: {
    // Workspace packages are compiled from source (see their package.json "exports").
    conditions: ['@aarambh/source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  // `npm run build` names a fresh folder; a bare `vite build` writes here, never into the served dist.
  build: { target: 'es2022', outDir: 'node_modules/.cache/console-build', emptyOutDir: true },
}));
