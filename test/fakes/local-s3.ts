import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver'

/** The bucket lets any page PUT parts and read their ETag, as a bucket set up for browser uploads must. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
<MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`

export interface LocalS3 {
  /** `http://127.0.0.1:{port}`: the S3_ENDPOINT to give the server. */
  endpoint: string
  accessKeyId: string
  secretAccessKey: string
  close(): Promise<void>
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
const noSuchUpload = (id: string) =>
  `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${id}</UploadId></Error>`

/**
 * A local S3-compatible server for tests (issue 25.3; decision D25): s3rver (an npm package; no Docker or MinIO
 * binaries here) does the real work: SigV4 checks of signed headers and presigned URLs, X-Amz-Expires (403
 * AccessDenied "Request has expired"), CORS, objects, CreateMultipartUpload, UploadPart and completion. A loopback
 * proxy in front adds the three multipart calls s3rver lacks, on s3rver's own store of unfinished uploads
 * (`{bucket}/._S3rver_uploads/{uploadId}/{part}`): ListParts, AbortMultipartUpload (which deletes the parts' files)
 * and ListMultipartUploads. Those three are answered without a signature check (only the server calls them). It also
 * keeps the CORS headers on s3rver's error answers, as S3 does, so a browser can read a 403's message.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'cradle-s3-'))
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS] })),
  }) as { run(): Promise<{ port: number }>; close(): Promise<void> }
  const upstreamPort = (await s3.run()).port
  const uploadsDir = (bucket: string) => path.join(directory, bucket, '._S3rver_uploads')

  /** The parts stored so far, or null when the upload does not exist (never created, completed or aborted). */
  async function partsOf(bucket: string, uploadId: string) {
    const dir = path.join(uploadsDir(bucket), path.basename(uploadId))
    const names = await readdir(dir).catch(() => null)
    if (!names) return null
    const numbers = names.filter((n) => /^\d+$/.test(n)).map(Number)
    return Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (n) => {
          const [info, md5] = await Promise.all([
            stat(path.join(dir, String(n))),
            readFile(path.join(dir, `${n}.md5`), 'utf8').catch(() => ''),
          ])
          return { n, size: info.size, etag: `"${md5}"`, at: info.mtime }
        }),
    )
  }

  async function listUploads(bucket: string) {
    const ids = await readdir(uploadsDir(bucket)).catch(() => [] as string[])
    return Promise.all(
      ids.map(async (id) => ({
        id,
        key: await readFile(path.join(uploadsDir(bucket), id, 'key'), 'utf8').catch(() => ''),
        at: (await stat(path.join(uploadsDir(bucket), id))).mtime,
      })),
    )
  }

  const reply = (res: http.ServerResponse, status: number, body?: string) => {
    res.writeHead(status, body ? { 'content-type': 'application/xml' } : {})
    res.end(body ? xml(body) : undefined)
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://s3')
    const uploadId = url.searchParams.get('uploadId')
    const [, bucket = '', ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    if (req.method === 'GET' && !key && url.searchParams.has('uploads')) {
      const items = (await listUploads(bucket)).map(
        (u) =>
          `<Upload><Key>${u.key}</Key><UploadId>${u.id}</UploadId><Initiated>${u.at.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
      )
      return reply(
        res,
        200,
        `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${items.join('')}</ListMultipartUploadsResult>`,
      )
    }
    if (uploadId && req.method !== 'OPTIONS') {
      const parts = await partsOf(bucket, uploadId)
      // s3rver would make the folder again for a late part: an unknown upload is S3's 404 for every call.
      if (!parts) {
        req.resume()
        return reply(res, 404, noSuchUpload(uploadId))
      }
      if (req.method === 'GET') {
        const items = parts.map(
          (p) =>
            `<Part><PartNumber>${p.n}</PartNumber><LastModified>${p.at.toISOString()}</LastModified><ETag>${p.etag}</ETag><Size>${p.size}</Size></Part>`,
        )
        return reply(
          res,
          200,
          `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${items.join('')}</ListPartsResult>`,
        )
      }
      if (req.method === 'DELETE') {
        await rm(path.join(uploadsDir(bucket), path.basename(uploadId)), { recursive: true, force: true })
        return reply(res, 204)
      }
    }
    const origin = req.headers.origin
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const headers = { ...up.headers }
        if (origin && (up.statusCode ?? 500) >= 400 && !headers['access-control-allow-origin']) {
          headers['access-control-allow-origin'] = '*'
          headers['access-control-expose-headers'] = 'ETag'
        }
        res.writeHead(up.statusCode ?? 500, headers)
        up.pipe(res)
      },
    )
    upstream.on('error', () => reply(res, 502))
    req.pipe(upstream)
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => reply(res, 500))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await s3.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
