// Types of build-state.mjs, for its tests.
interface Options {
  inputs?: string[]
  outputs?: string[]
  command?: string[]
  log?: (line: string) => void
}
export const BUILD_INPUTS: string[]
export const BUILD_OUTPUTS: string[]
export const STAMP: string
export function fingerprint(root: string, inputs?: string[]): string
export function isBuildCurrent(root: string, opts?: Options): boolean
export function writeStamp(root: string, inputs?: string[]): void
export function clearStamp(root: string): void
export function ensureBuilt(root: string, opts?: Options): Promise<number>
