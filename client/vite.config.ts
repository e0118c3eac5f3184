import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  // @leerpunt/shared is bundled from its TypeScript sources (the "source" export condition), not its compiled CommonJS.
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
