import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('starting the server', () => {
  it('stops with exit code 1 and names the variable when a setting is malformed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('PORT: expected a number')
    expect(run.stderr).toContain('DATABASE_URL: expected a postgres:// URL')
  })
})
