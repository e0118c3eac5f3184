import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../server/src/shared', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/dev': 'http://localhost:4000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The GraphQL explorer (/graphiql) is its own page, so the app's bundles never carry it.
    rollupOptions: { input: { main: 'index.html', graphiql: 'graphiql.html' } },
  },
});
