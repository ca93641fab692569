/** Money is integer cents everywhere inside; the spec's wire format for event prices is a decimal string. */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** "25", "25.5", "$1,025.00" → cents; null when not a price. */
export function priceToCents(price: string | number): number | null {
  const s = String(price).replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null
  const [whole, frac = ''] = s.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

/** "FREE" for 0, else "$25.00". */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'FREE' : `$${centsToPrice(cents)}`
}

/** A coming-soon class's cost (spec §9): cents / 100 with 2 decimals, "$0.00" when free. */
export const formatProposalCost = (cents: number) => `$${centsToPrice(cents)}`
