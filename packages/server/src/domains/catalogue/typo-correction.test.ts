import { describe, expect, it } from 'vitest'
import { buildVocabulary, closestWord, correctText, editDistance, wordsOf } from './typo-correction'

const vocabulary = buildVocabulary([
  'Vitamin D3 1000 IU Softgels',
  'Vitamin C 500 mg Tablets',
  'Multivitamin Gummies',
  'Glucose Meter Kit',
  'Glucose Test Strips',
  'Nitrile Exam Gloves',
])

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps', () => {
    expect(editDistance('vitamn', 'vitamin', 2)).toBe(1)
    expect(editDistance('gluocse', 'glucose', 2)).toBe(1)
    expect(editDistance('glovs', 'gloves', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 5)).toBe(3)
  })

  it('stops early above the limit', () => {
    expect(editDistance('vitamin', 'gloves', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
  })
})

describe('correctText', () => {
  it("corrects 'vitamn' to 'vitamin' and 'glucse' to 'glucose'", () => {
    expect(correctText(vocabulary, 'vitamn')).toBe('vitamin')
    expect(correctText(vocabulary, 'Glucse meter')).toBe('glucose meter')
  })

  it('leaves known words, their beginnings and short words as typed', () => {
    expect(correctText(vocabulary, 'vitamin')).toBeNull()
    expect(correctText(vocabulary, 'gluc')).toBeNull()
    expect(correctText(vocabulary, 'd3')).toBeNull()
  })

  it('gives up on words too far from any product word', () => {
    expect(correctText(vocabulary, 'zzzzzz')).toBeNull()
  })

  it('prefers the more frequent of equally close words', () => {
    const v = buildVocabulary(['Gauze pad', 'Gauze roll', 'Gaune'])
    expect(closestWord(v, 'gauxe')).toBe('gauze')
  })

  it('splits names into lower-case words', () => {
    expect(wordsOf('Vitamin D3, 1000-IU')).toEqual(['vitamin', 'd3', '1000', 'iu'])
  })
})
