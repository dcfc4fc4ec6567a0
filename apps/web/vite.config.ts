import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://localhost:3000';
// Regex keys so that '/admin/...' API calls are proxied but SPA routes such as '/adminSettings' are not.
const proxied = [
  '^/admin/',
  '^/user/',
  '^/app/',
  '^/api/',
  '^/role/',
  '^/resource/',
  '^/staff/',
  '^/healthz',
  '^/openapi\\.json',
  '^/api-docs',
  // issue 14: the contact form, the public configuration and the crawler files
  '^/public/',
  '^/config/public',
  '^/robots\\.txt',
  '^/sitemap\\.xml',
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((key) => [key, { target: API, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages, the layout and the settings controls are lazy chunks (route lazy() / React.lazy). The app
    // shell imports @shiplabel/shared through subpaths (e.g. '@shiplabel/shared/routes') so that the
    // barrel's zod schemas stay out of the first download.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // packages/shared is pure (schemas, tables, functions; no module runs anything on import), so
        // importing one name from its barrel ('@shiplabel/shared') brings only what that name needs: the
        // login page's credentials schema, not the order, import and country modules beside it.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
