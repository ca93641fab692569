// The baseline: a bare node:http server answering fixed bytes per path, no framework, no database.
import http from 'node:http'

const port = Number(process.env.PORT)
const bodies: Record<string, Buffer> = JSON.parse(process.env.RAW_BODIES ?? '{}', (_k, v) =>
  typeof v === 'string' ? Buffer.from(v, 'base64') : v,
)
http
  .createServer((req, res) => {
    const body = bodies[req.url ?? ''] ?? Buffer.from('{}')
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  .listen(port, '127.0.0.1')
