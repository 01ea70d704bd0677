/** A URL slug of a name: lower case letters and digits joined by hyphens ('10%' reads '10-percent'). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/%/g, '-percent')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
