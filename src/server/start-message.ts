import { DEMO_PASSWORD } from './db/seed-demo'

export interface StartInfo {
  /** The address to open (PUBLIC_URL). */
  url: string
  /** The demo accounts there, still with the demo password; empty without demo data. */
  demoAccounts: { email: string; role: string }[]
}

/** The block a person running the quick start reads in the terminal: where to go, and who to sign in as. */
export function startMessage({ url, demoAccounts }: StartInfo): string {
  const lines = ['', `  Cradle is running at ${url}`]
  if (demoAccounts.length > 0) {
    const width = Math.max(...demoAccounts.map((a) => a.email.length))
    lines.push(
      '',
      `  Demo accounts (password: ${DEMO_PASSWORD}):`,
      ...demoAccounts.map((a) => `    ${a.email.padEnd(width)}  ${a.role}`),
    )
  }
  lines.push('', '  Press Ctrl+C to stop.', '')
  return `${lines.join('\n')}\n`
}
