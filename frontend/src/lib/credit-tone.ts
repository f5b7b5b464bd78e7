/** The colour of an amount of credits: red below zero, else `otherwise` (green, for a movement). */
export function creditTone(credits: number, otherwise = 'text-brand-300'): string {
  return credits < 0 ? 'text-danger-300' : otherwise;
}
