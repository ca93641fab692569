// The baseline: a bare node:http server replaying fixed answers (headers and body) per path, no framework,
// no database.
import { readFileSync } from 'node:fs'
import http from 'node:http'

const port = Number(process.env.PORT)
// A file, not the environment: a month of 10 000 events is larger than exec allows for env.
const answers = new Map<string, { headers: [string, string][]; body: Buffer }>(
  Object.entries(
    JSON.parse(readFileSync(process.env.RAW_BODIES_FILE as string, 'utf8')) as Record<
      string,
      { headers: [string, string][]; body: string }
    >,
  ).map(([url, a]) => [url, { headers: a.headers, body: Buffer.from(a.body, 'base64') }]),
)
const empty = {
  headers: [['content-type', 'application/json; charset=utf-8']] as [string, string][],
  body: Buffer.from('{}'),
}
http
  .createServer((req, res) => {
    const { headers, body } = answers.get(req.url ?? '') ?? empty
    res.writeHead(200, [...headers.flat(), 'content-length', String(body.length)])
    res.end(body)
  })
  .listen(port, '127.0.0.1')
