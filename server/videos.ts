/**
 * The short-video files of the reference server. Every seeded short video names
 * `/static-videos/<id>.mp4`; the server plays one of a few short clips the project made
 * (scripts/make-videos.sh, committed in server/assets/videos) for each id, with byte ranges (206)
 * so players can seek and start before the whole file arrived.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { STATIC_MESSAGES, fileRefused } from './static'

export const VIDEO_DIR = path.resolve(__dirname, 'assets/videos')
export const CLIP_COUNT = 3

/** The clip that plays for a seeded video id: the same id always gets the same clip. */
export function clipFor(id: number): string {
  return `clip-${id % CLIP_COUNT}.mp4`
}

/**
 * Needs @fastify/static registered (registerStatic does), for reply.sendFile with ranges; its
 * cacheControl is off there, so the year below holds whatever the request accepts.
 */
export function registerVideos(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/static-videos/:name', (request, reply) => {
    const match = /^(\d{1,12})\.mp4$/.exec(request.params.name)
    if (!match) return fileRefused(reply, STATIC_MESSAGES.video)
    // A clip never changes under its name: a year of caching, as for the hashed assets.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .sendFile(clipFor(Number(match[1])), VIDEO_DIR)
  })
}
