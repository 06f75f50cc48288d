import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  ssr: {
    // Workspace packages are TypeScript source: bundle them into the server build.
    noExternal: [/^@cicerone\//],
  },
});
