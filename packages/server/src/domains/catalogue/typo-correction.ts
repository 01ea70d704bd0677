/**
 * Search that forgives typing mistakes (docs/requirements/catalogue-api.md §7.1): a compact
 * vocabulary of the words in product names, and the closest of its words for each word typed.
 * Plain code over a word list, so SQLite and PostgreSQL behave the same.
 */

/** Shorter words are left as typed: too many words are one letter away from them. */
const MIN_WORD_LENGTH = 3

/** Lower-case words of letters and digits, as names and searches are split. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

export interface Vocabulary {
  /** Word to how many product names hold it. */
  frequency: Map<string, number>
  /** Words by length, so a word is only compared with words it could be close to. */
  byLength: Map<number, string[]>
}

export function buildVocabulary(names: Iterable<string>): Vocabulary {
  const frequency = new Map<string, number>()
  for (const name of names) {
    for (const word of new Set(wordsOf(name))) {
      if (word.length >= MIN_WORD_LENGTH) frequency.set(word, (frequency.get(word) ?? 0) + 1)
    }
  }
  const byLength = new Map<number, string[]>()
  for (const word of frequency.keys()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word])
  return { frequency, byLength }
}

/** How many mistakes a word of this length may hold and still be corrected. */
export function allowedEdits(length: number): number {
  return length <= 5 ? 1 : 2
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1)
      current.push(d)
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length]!
}

/** The vocabulary word closest to `word` (fewest edits, then most frequent, then alphabetical), or null. */
export function closestWord(vocabulary: Vocabulary, word: string): string | null {
  const max = allowedEdits(word.length)
  let best: { word: string; distance: number; frequency: number } | null = null
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, max)
      if (distance > max) continue
      const frequency = vocabulary.frequency.get(candidate) ?? 0
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && frequency > best.frequency) ||
        (distance === best.distance && frequency === best.frequency && candidate < best.word)
      ) {
        best = { word: candidate, distance, frequency }
      }
    }
  }
  return best?.word ?? null
}

/**
 * The text with each word the vocabulary lacks replaced by its closest word; null when nothing
 * needed or could take a correction. Words of the vocabulary, and beginnings of one, stay as typed.
 */
export function correctText(vocabulary: Vocabulary, text: string): string | null {
  const words = wordsOf(text)
  let changed = false
  const corrected = words.map((word) => {
    if (word.length < MIN_WORD_LENGTH || isKnown(vocabulary, word)) return word
    const closest = closestWord(vocabulary, word)
    if (!closest) return word
    changed = true
    return closest
  })
  return changed ? corrected.join(' ') : null
}

function isKnown(vocabulary: Vocabulary, word: string): boolean {
  if (vocabulary.frequency.has(word)) return true
  for (const known of vocabulary.frequency.keys()) if (known.includes(word)) return true
  return false
}
