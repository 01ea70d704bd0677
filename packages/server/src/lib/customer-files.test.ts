import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AppError } from '../errors'
import { reencodePicture } from './customer-files'

/** A small JPEG carrying EXIF with a GPS position, as a phone's camera writes it. */
async function photoWithGps() {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 9', Copyright: 'Ann Nurse' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 17/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '64/1 47/1 0/1',
      },
    })
    .toBuffer()
}

describe('a customer picture written again', () => {
  it('keeps the pixels and loses EXIF and GPS', async () => {
    const original = await photoWithGps()
    const before = await sharp(original).metadata()
    expect(before.exif?.length).toBeGreaterThan(0)
    expect(original.includes('PhoneCo')).toBe(true)

    const clean = await reencodePicture(original, 'jpeg', 'photos.0')
    const after = await sharp(clean).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 16, height: 12 })
    expect(after.exif).toBeUndefined()
    expect(clean.includes('PhoneCo')).toBe(false)
    expect(clean.includes('Ann Nurse')).toBe(false)
  })

  it('refuses a JPEG header before something else (an SVG), naming the field', async () => {
    const disguised = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ])
    const refused = await reencodePicture(disguised, 'jpeg', 'document').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).status).toBe(400)
    expect((refused as AppError).errors).toEqual({
      document: ['The picture could not be read; send a JPEG, PNG or WebP photo.'],
    })
    // A PNG sent as a JPEG is not a JPEG either.
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    await expect(reencodePicture(png, 'jpeg', 'photos.1')).rejects.toBeInstanceOf(AppError)
  })
})
