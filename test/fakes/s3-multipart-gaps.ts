import http from 'node:http'
import type { AddressInfo } from 'node:net'

interface Part {
  etag: string
  size: number
  at: Date
}

/**
 * A loopback proxy in front of s3rver that answers the two multipart calls s3rver lacks, ListParts
 * (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId), from the uploads and parts it sees pass
 * through. Every other request, signature included, is s3rver's own answer. Unknown or aborted upload
 * ids get S3's 404 NoSuchUpload, also for part PUTs and completion.
 */
export async function startS3MultipartGaps(upstreamPort: number) {
  const uploads = new Map<string, Map<number, Part>>()

  const reply = (res: http.ServerResponse, status: number, body?: string) => {
    res.writeHead(status, body ? { 'content-type': 'application/xml' } : {})
    res.end(body ? `<?xml version="1.0" encoding="UTF-8"?>\n${body}` : undefined)
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3')
    const uploadId = url.searchParams.get('uploadId')
    const [, bucket = '', ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const parts = uploadId ? uploads.get(uploadId) : undefined
    if (uploadId && !parts) {
      req.resume()
      return reply(
        res,
        404,
        `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`,
      )
    }
    if (uploadId && parts && req.method === 'GET') {
      const items = [...parts.entries()]
        .sort(([a], [b]) => a - b)
        .map(
          ([n, p]) =>
            `<Part><PartNumber>${n}</PartNumber><LastModified>${p.at.toISOString()}</LastModified><ETag>${p.etag}</ETag><Size>${p.size}</Size></Part>`,
        )
      return reply(
        res,
        200,
        `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${items.join('')}</ListPartsResult>`,
      )
    }
    if (uploadId && req.method === 'DELETE') {
      uploads.delete(uploadId)
      return reply(res, 204)
    }

    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
    })
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const ok = (up.statusCode ?? 500) < 300
        const partNumber = Number(url.searchParams.get('partNumber'))
        if (ok && uploadId && req.method === 'PUT' && partNumber) {
          parts?.set(partNumber, { etag: String(up.headers.etag ?? ''), size, at: new Date() })
        }
        if (ok && uploadId && req.method === 'POST') uploads.delete(uploadId)
        if (!(ok && req.method === 'POST' && url.searchParams.has('uploads'))) {
          res.writeHead(up.statusCode ?? 500, up.headers)
          up.pipe(res)
          return
        }
        // CreateMultipartUpload: read the new UploadId so its parts can be listed later.
        const chunks: Buffer[] = []
        up.on('data', (c: Buffer) => chunks.push(c))
        up.on('end', () => {
          const body = Buffer.concat(chunks)
          const id = /<UploadId>([^<]+)<\/UploadId>/.exec(body.toString())?.[1]
          if (id) uploads.set(id, new Map())
          res.writeHead(up.statusCode ?? 500, up.headers)
          res.end(body)
        })
      },
    )
    upstream.on('error', () => reply(res, 502))
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
