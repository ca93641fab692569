import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers'

const local = { PUBLIC_URL: 'http://localhost:3000', STRIPE_PUBLISHABLE_KEY: undefined }

describe('securityHeaders', () => {
  it('allow only our own origin and no inline script without Stripe', () => {
    const csp = securityHeaders(local)['content-security-policy']
    expect(csp.split(';')).toEqual([
      "default-src 'self'",
      "base-uri 'self'",
      "font-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "frame-src 'none'",
    ])
  })

  it("add Stripe's origins only when card payments are configured", () => {
    const csp = securityHeaders({ ...local, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })['content-security-policy']
    expect(csp).toContain("script-src 'self' https://js.stripe.com;")
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;")
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
  })

  it("add the S3 bucket's origin only when uploads go to S3 (multipart parts are sent there from the browser)", () => {
    const csp = (extra: Record<string, string>) =>
      securityHeaders({ ...local, ...extra })['content-security-policy']
    expect(csp({ S3_ENDPOINT: 'http://127.0.0.1:9000/' })).toContain("connect-src 'self';")
    expect(csp({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000/x' })).toContain(
      "connect-src 'self' http://127.0.0.1:9000;",
    )
    expect(csp({ S3_BUCKET: 'files', S3_REGION: 'eu-west-1' })).toContain(
      "connect-src 'self' https://files.s3.eu-west-1.amazonaws.com https://files.s3.amazonaws.com;",
    )
  })

  it('turn on HSTS and upgrade-insecure-requests only under https', () => {
    expect(securityHeaders(local)['strict-transport-security']).toBeUndefined()
    const https = securityHeaders({ ...local, PUBLIC_URL: 'https://cradle.example' })
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(https['content-security-policy']).toMatch(/;upgrade-insecure-requests$/)
  })

  it('carry the rest of the hardening set', () => {
    const { 'content-security-policy': _csp, ...rest } = securityHeaders(local)
    expect(rest).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    })
  })
})
