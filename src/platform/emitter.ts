/**
 * A tiny typed event emitter for the host's events. Handlers are isolated: one that throws does
 * not stop the others, because a broken page listener must not break login or theme updates.
 */
export type Unsubscribe = () => void

type Handler<P> = (payload: P) => void

export interface Emitter<Events extends object> {
  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): Unsubscribe
  once<K extends keyof Events>(name: K, handler: Handler<Events[K]>): Unsubscribe
  emit<K extends keyof Events>(name: K, payload: Events[K]): void
}

export function createEmitter<Events extends object>(
  onHandlerError: (error: unknown) => void = (error) => console.error(error),
): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>()

  function on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): Unsubscribe {
    let set = handlers.get(name)
    if (!set) {
      set = new Set()
      handlers.set(name, set)
    }
    set.add(handler as Handler<never>)
    return () => {
      set.delete(handler as Handler<never>)
    }
  }

  return {
    on,
    once(name, handler) {
      const off = on(name, (payload) => {
        off()
        handler(payload)
      })
      return off
    },
    emit(name, payload) {
      // Copy first: a handler may unsubscribe itself (once) while we iterate.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          ;(handler as Handler<typeof payload>)(payload)
        } catch (error) {
          onHandlerError(error)
        }
      }
    },
  }
}
