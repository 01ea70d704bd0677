/** How a product may be returned (the rules themselves are in returns.ts). */
export const RETURNABILITY = ['returnable', 'unopened_only', 'damaged_or_wrong_only'] as const
export type Returnability = (typeof RETURNABILITY)[number]

export const RETURNABILITY_LABELS: Readonly<Record<Returnability, string>> = {
  returnable: 'Returnable',
  unopened_only: 'Returnable only unopened',
  damaged_or_wrong_only: 'Not returnable unless damaged or wrong',
}
