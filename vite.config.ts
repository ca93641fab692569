import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { publicChunkGroups } from './vite.public-chunk.ts'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

/**
 * Writes `.br` and `.gz` next to every text file of the build, once, so @fastify/static
 * (`preCompressed: true`) sends compressed bytes without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'cradle-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
        const file = path.join(entry.parentPath, entry.name)
        const body = readFileSync(file)
        if (body.length < 1024) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest lets the server name a page's chunks in its HTML (src/server/spa-shell.ts).
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...publicChunkGroups(path.resolve('src/web'))] } },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 3000),
    proxy: {
      // Companion's progress websocket (/api/companion/api/{token}) goes through too.
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, ws: true },
      // Personal join links are a server route outside /api.
      '/join': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
})
