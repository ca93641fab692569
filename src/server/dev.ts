// `npm run dev`: the API restarts on change (tsx watch) on :3001, Vite serves the SPA with hot reload on PORT (3000)
// and proxies /api to it, so the product is still at http://localhost:3000 (or PORT), which is also its PUBLIC_URL.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const webPort = process.env.PORT || '3000'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      NODE_ENV: 'development',
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}`,
    },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, VITE_PORT: webPort },
  }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children) c.on('exit', (code) => code && stop())
