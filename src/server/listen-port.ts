import { createServer } from 'node:net'

/**
 * `PORT=0` asks the system for any free port. PUBLIC_URL's default names the port listened on, and the app reads
 * its configuration while it is built, before it listens; so the port is taken first, and held until the server
 * takes it over (release, then listen at once), so no other process gets it in between.
 */
export async function holdFreePort(host: string): Promise<{ port: number; release(): Promise<void> }> {
  const holder = createServer()
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject)
    holder.listen({ port: 0, host, exclusive: true }, resolve)
  })
  const address = holder.address()
  if (!address || typeof address !== 'object') throw new Error('The system gave no port')
  return {
    port: address.port,
    release: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  }
}
