import { useEffect, useRef } from 'react'

export interface ShortVideoPlayerProps {
  id: string
  src: string
  poster?: string
  /** On screen: plays; otherwise paused (docs/product.md §4.11). */
  active: boolean
  muted: boolean
  onTap: () => void
}

/**
 * The short-video player on H5: the browser's own video element. It starts muted (browsers only
 * allow silent autoplay), loads ahead when it is the next one, and plays only while on screen.
 * (Taro's Video wrapper would add its player code to every page's first screen.)
 */
export function ShortVideoPlayer({ id, src, poster, active, muted, onTap }: ShortVideoPlayerProps) {
  const player = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = player.current
    if (!video) return
    // A play refused by the browser (not yet allowed) leaves the poster; the tap to unmute retries.
    // Older engines answer play() with nothing instead of a promise.
    if (active) void video.play()?.catch(() => undefined)
    else video.pause()
  }, [active, muted])
  return (
    <video
      id={id}
      ref={player}
      className="short-video__player"
      src={src}
      poster={poster}
      muted={muted}
      loop
      playsInline
      preload="auto"
      onClick={onTap}
    />
  )
}
