/**
 * Round y-axis steps (1, 2 or 5 × 10ⁿ) from 0 up to at least `max`, about `target` of them, so the axis reads
 * "0 50 100 150" rather than "0 143". Counts are whole numbers: the step is never below 1.
 */
export function niceTicks(max: number, target = 4): number[] {
  const top = Math.max(1, Math.ceil(max))
  const rough = top / target
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude)
  const ticks: number[] = []
  for (let v = 0; v < top + step; v += step) {
    ticks.push(v)
    if (v >= top) break
  }
  return ticks
}

/** Show every n-th bar label so labels of `labelPx` never touch when each bar has `slotPx` of width. */
export const labelEvery = (slotPx: number, labelPx: number) =>
  Math.max(1, Math.ceil(labelPx / Math.max(1, slotPx)))
