// The baseline: a bare node:http server answering fixed bytes per path, no framework, no database.
import { readFileSync } from 'node:fs'
import http from 'node:http'

const port = Number(process.env.PORT)
// A file, not the environment: a month of 10 000 events is larger than exec allows for env.
const bodies: Record<string, Buffer> = JSON.parse(
  readFileSync(process.env.RAW_BODIES_FILE as string, 'utf8'),
  (_k, v) => (typeof v === 'string' ? Buffer.from(v, 'base64') : v),
)
http
  .createServer((req, res) => {
    const body = bodies[req.url ?? ''] ?? Buffer.from('{}')
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  .listen(port, '127.0.0.1')
