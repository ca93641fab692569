import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({})
    expect(c.PORT).toBe(3000)
    expect(c.DATA_DIR).toBe('./data')
    expect(c.SEED_DEMO).toBe(true)
  })
  it('seeds by default only with the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).SEED_DEMO).toBe(false)
  })
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: expected a number/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: expected a postgres:\/\/ URL/,
    )
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: expected true or false/)
    expect(() => loadConfig({ TASK_INTERVAL_MS: 'often' })).toThrow(/TASK_INTERVAL_MS: expected a number/)
  })
  it('leaves each background task its own interval unless TASK_INTERVAL_MS is set', () => {
    expect(loadConfig({}).TASK_INTERVAL_MS).toBeUndefined()
    expect(loadConfig({ TASK_INTERVAL_MS: '200' }).TASK_INTERVAL_MS).toBe(200)
  })
  it("signs S3 part URLs for the spec's 7 days unless UPLOAD_PART_URL_EXPIRY_SECONDS says otherwise", () => {
    expect(loadConfig({}).UPLOAD_PART_URL_EXPIRY_SECONDS).toBe(604_800)
    expect(loadConfig({ UPLOAD_PART_URL_EXPIRY_SECONDS: '5' }).UPLOAD_PART_URL_EXPIRY_SECONDS).toBe(5)
    expect(() => loadConfig({ UPLOAD_PART_URL_EXPIRY_SECONDS: 'soon' })).toThrow(
      /UPLOAD_PART_URL_EXPIRY_SECONDS: expected a number/,
    )
    // S3 refuses a presigned URL valid for more than a week.
    expect(() => loadConfig({ UPLOAD_PART_URL_EXPIRY_SECONDS: '604801' })).toThrow(
      /UPLOAD_PART_URL_EXPIRY_SECONDS/,
    )
  })
  it('trusts no proxy unless TRUST_PROXY names some', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8')
  })
  it('names the port listened on in PUBLIC_URL unless PUBLIC_URL is given, without a trailing slash', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000')
    expect(loadConfig({ PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300')
    expect(loadConfig({ PORT: '3300', PUBLIC_URL: 'https://cradle.example/' }).PUBLIC_URL).toBe(
      'https://cradle.example',
    )
  })
  it('splits and lowercases ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.test, b@x.test ,' }).ADMIN_EMAILS).toEqual([
      'a@x.test',
      'b@x.test',
    ])
  })
})
