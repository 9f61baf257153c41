/**
 * Entities by id, each one object that every screen shares. Merging a newer copy from the server updates that
 * object in place, so whatever shows it re-renders, and nothing holds a second copy that could disagree.
 *
 * A feed of thousands of items keeps thousands of entities: each is a watched record (watched-record.ts), which
 * costs an observable only while a screen shows it, and the map itself is a plain one. An entity, once
 * stored, stays the same object, so a reader that found one has nothing to observe; a reader that found none observes
 * the arrival of new ones.
 */
import { action, createAtom, makeObservable } from 'mobx'
import { watchedRecord } from './watched-record'

export class EntityMap<T extends object> {
  private readonly byKey = new Map<string, T>()
  private readonly arrivals = createAtom('entity arrivals')

  constructor() {
    makeObservable<EntityMap<T>>(this, { merge: action })
  }

  get(key: string): T | undefined {
    const entity = this.byKey.get(key)
    if (!entity) this.arrivals.reportObserved()
    return entity
  }

  /**
   * Stores the first copy, or copies the defined fields of a newer one onto the stored object.
   * `hold` names fields a request on its way is changing: an answer that left before the viewer's
   * tap must not undo what the viewer chose (the interaction's own answer settles them).
   */
  merge(key: string, incoming: Partial<T>, create: () => T, hold: readonly (keyof T)[] = []): T {
    const existing = this.byKey.get(key)
    if (!existing) {
      const entity = watchedRecord(create())
      this.byKey.set(key, entity)
      this.arrivals.reportChanged()
      return entity
    }
    for (const [field, value] of Object.entries(incoming)) {
      if (value === undefined || hold.includes(field as keyof T)) continue
      ;(existing as Record<string, unknown>)[field] = value
    }
    return existing
  }

  /**
   * The stored object for a key a screen's view carries. Every view a screen holds came from this map, so a
   * missing one is a mistake in the code, said at once.
   */
  own(key: string): T {
    const entity = this.byKey.get(key)
    if (!entity) throw new Error(`no entity ${key}`)
    return entity
  }

  values(): IterableIterator<T> {
    return this.byKey.values()
  }
}
