import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

const ENTRY = 'src/web/features/registrations/register-page.tsx'

/** The packages a module pulls in through static imports (what its chunk loads with it), following our own files. */
async function staticPackages(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    format: 'esm',
    jsx: 'automatic',
    outdir: 'unused',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
  })
  const inputs: Metafile['inputs'] = metafile.inputs
  const packages = new Set<string>()
  const seen = new Set<string>()
  const queue = [entry]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const i of inputs[file]?.imports ?? []) {
      if (i.kind !== 'import-statement') continue // import() is a chunk of its own, loaded later
      if (i.external) packages.add(i.path)
      else queue.push(i.path)
    }
  }
  return packages
}

describe('the registration wizard chunk', () => {
  it('does not load the phone library: only saving a mobile number fetches it (decision S20)', async () => {
    const packages = await staticPackages(ENTRY)
    expect([...packages].filter((p) => p.startsWith('libphonenumber-js'))).toEqual([])
    // The walk itself works: the wizard's own packages are found.
    expect(packages).toContain('@tanstack/react-query')
  })
})
