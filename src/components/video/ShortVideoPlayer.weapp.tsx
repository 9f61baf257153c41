import { Video } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import type { ShortVideoPlayerProps } from './ShortVideoPlayer'

/** The short-video player in the mini-program: WeChat's video component, commanded by its context. */
export function ShortVideoPlayer({ id, src, poster, active, muted, onTap }: ShortVideoPlayerProps) {
  useEffect(() => {
    const context = Taro.createVideoContext(id)
    if (active) context.play()
    else context.pause()
  }, [id, active])
  return (
    <Video
      id={id}
      className="short-video__player"
      src={src}
      poster={poster}
      autoplay={active}
      muted={muted}
      loop
      controls={false}
      showCenterPlayBtn={false}
      objectFit="cover"
      onClick={onTap}
    />
  )
}
