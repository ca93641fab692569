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

/** A coming-soon class's cost: said as every price is, "FREE" when free (issue 26.14, over spec §9's "$0.00"). */
export const formatProposalCost = (cents: number) => formatPrice(cents)
