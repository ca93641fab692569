/** A tiny fetch wrapper with a cookie jar: one instance is one browser. */
export class HttpClient {
  private cookies = new Map<string, string>()

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...this.defaultHeaders, ...headers }
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    let payload: BodyInit | undefined
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof Uint8Array) payload = body as BodyInit
      else {
        payload = JSON.stringify(body)
        h['content-type'] ??= 'application/json'
      }
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: payload, redirect: 'manual' })
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i).trim()
      const value = pair.slice(i + 1).trim()
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await res.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
    return { status: res.status, headers: res.headers, text, body: json as any }
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers)
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers)
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {})
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {})
  delete = (path: string) => this.request('DELETE', path)

  /** A GET whose answer is kept as bytes (PDFs, spreadsheets). */
  async download(path: string) {
    const h: Record<string, string> = { ...this.defaultHeaders }
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(this.baseUrl + path, { headers: h, redirect: 'manual' })
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) }
  }

  cookie(name: string) {
    return this.cookies.get(name)
  }
}
