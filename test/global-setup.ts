import { ensureTemplateFile } from './pglite-template'

/** Runs once per `vitest run`, before any worker: every test file then loads the template in ~2 s. */
export default async function setup() {
  await ensureTemplateFile()
}
