import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app's own build. `npm run dev -w @ic/app` proxies API calls to the server on :3000.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const apiPaths = ['/api', '/character', '/comic', '/blog', '/career', '/timeline', '/support', '/payment', '/team', '/media'];

export default defineConfig({
  plugins: [react()],
  server: { proxy: Object.fromEntries(apiPaths.map((p) => [p, api])) },
  build: { outDir: 'dist', emptyOutDir: true },
});
