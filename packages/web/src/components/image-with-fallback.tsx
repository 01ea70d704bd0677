import { PLACEHOLDER_IMAGE } from '@shop/shared/images'
import { useState, type ImgHTMLAttributes } from 'react'

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined
  width: number
  height: number
  fallbackSrc?: string
}

/** An <img> with its size set (no layout shift) that swaps to a placeholder when loading fails. */
export function ImageWithFallback({
  src,
  fallbackSrc = PLACEHOLDER_IMAGE,
  alt,
  ...rest
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = src && src !== failedSrc ? src : fallbackSrc
  return (
    <img
      {...rest}
      alt={alt}
      src={usable}
      // A server-rendered picture may fail before the app runs: its error event is gone by then.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && usable !== fallbackSrc) setFailedSrc(usable)
      }}
      onError={() => {
        if (usable !== fallbackSrc) setFailedSrc(usable)
      }}
    />
  )
}
