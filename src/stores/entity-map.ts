/**
 * Entities by id, each one observable object that every screen shares. Merging a newer copy from
 * the server updates that object in place, so whatever shows it re-renders, and nothing holds a
 * second copy that could disagree.
 */
import { action, makeObservable, observable } from 'mobx'

export class EntityMap<T extends object> {
  private readonly byKey = observable.map<string, T>({}, { deep: false })

  constructor() {
    makeObservable<EntityMap<T>>(this, { merge: action })
  }

  get(key: string): T | undefined {
    return this.byKey.get(key)
  }

  /**
   * Stores the first copy, or copies the defined fields of a newer one onto the stored object.
   * `hold` names fields a request on its way is changing: an answer that left before the viewer's
   * tap must not undo what the viewer chose (the interaction's own answer settles them).
   */
  merge(key: string, incoming: Partial<T>, create: () => T, hold: readonly (keyof T)[] = []): T {
    const existing = this.byKey.get(key)
    if (!existing) {
      const entity = observable(create(), {}, { deep: false })
      this.byKey.set(key, entity)
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
