import type { Config } from './config'

/**
 * The security headers every answer carries (API, HTML and errors alike), computed once at start.
 * They are helmet's defaults with our Content-Security-Policy; we set them ourselves because
 * @fastify/helmet rebuilt the policy string on every request (13% of the CPU of a trivial route).
 */
export function securityHeaders(
  config: Pick<Config, 'PUBLIC_URL' | 'STRIPE_PUBLISHABLE_KEY'> &
    Partial<Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION'>>,
): Record<string, string> {
  const https = config.PUBLIC_URL.startsWith('https://')
  const stripe = !!config.STRIPE_PUBLISHABLE_KEY
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['object-src', ["'none'"]],
    // Only our own bundles (and Stripe.js when card payments are configured): no inline script.
    ['script-src', ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])]],
    ['script-src-attr', ["'none'"]],
    // Inline styles cannot run code, so they stay allowed; inline scripts never are.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['connect-src', ["'self'", ...(stripe ? ['https://api.stripe.com'] : []), ...bucketOrigins(config)]],
    ['frame-src', stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"]],
    ...(https ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ]
  return {
    'content-security-policy': directives.map(([name, values]) => [name, ...values].join(' ')).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // The legacy XSS auditor did more harm than good; modern advice is to switch it off.
    'x-xss-protection': '0',
  }
}

/**
 * With S3, large files go from the browser straight to the bucket in parts (multipart, issue 25.3), so the page may
 * connect to the bucket's origin: S3_ENDPOINT's (path-style), else AWS's virtual-hosted bucket address.
 */
function bucketOrigins(config: Partial<Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION'>>): string[] {
  if (!config.S3_BUCKET) return []
  if (config.S3_ENDPOINT) return [new URL(config.S3_ENDPOINT).origin]
  const region = config.S3_REGION ?? 'us-east-1'
  return [
    `https://${config.S3_BUCKET}.s3.${region}.amazonaws.com`,
    `https://${config.S3_BUCKET}.s3.amazonaws.com`,
  ]
}
