import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // Workspace packages are compiled from source (see their package.json "exports").
    conditions: ['@aarambh/source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    // In development the API runs beside Vite (npm start serves both from one origin).
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: { target: 'es2022' },
});
