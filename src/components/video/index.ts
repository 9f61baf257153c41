export { ShortVideoPlayer, type ShortVideoPlayerProps } from './ShortVideoPlayer'
