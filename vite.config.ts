import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.VITE_PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      // Personal join links are a server route outside /api.
      '/join': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
})
