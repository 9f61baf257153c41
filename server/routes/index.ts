import type { FastifyInstance } from 'fastify'
import type { DB } from '../db'

export interface RouteContext {
  db: DB
  productId: string
  /** `/{product}-admin` */
  admin: string
}

export async function registerRoutes(_app: FastifyInstance, _ctx: RouteContext): Promise<void> {}
