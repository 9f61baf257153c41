/**
 * A record whose fields are observed only while something shows them. MobX's observable objects give every field
 * its own observable (and its observer set) the moment the object is made: about 6 KB for a feed item of ~35 fields,
 * 30 MB for a feed of 5,000 items, most of them never on screen again. Here a record is a plain object behind a
 * proxy; reading a field inside a reaction (a component's render, a computed) makes that one field's atom, and the
 * atom goes when nothing observes it any more. Writing a field that changed tells its observers, as MobX would
 * (docs/product.md §2.9).
 */
import { createAtom, type IAtom } from 'mobx'

/**
 * The records' prototype. Not a plain object for MobX, so an observable structure that holds a record (a store
 * field, an observable array) keeps this object rather than making a deep observable copy of it.
 */
class WatchedRecord {}

/** The atoms of the fields observed now, by record (kept off the record: its keys stay its data's keys). */
const observedFields = new WeakMap<object, Map<string, IAtom>>()

function observeField(target: object, field: string): void {
  const atoms = observedFields.get(target)
  const known = atoms?.get(field)
  if (known) {
    known.reportObserved()
    return
  }
  const atom: IAtom = createAtom(field, undefined, () => {
    const held = observedFields.get(target)
    if (held?.get(field) !== atom) return
    held.delete(field)
    if (held.size === 0) observedFields.delete(target)
  })
  // Read outside any reaction: nobody will be told of a change, so nothing is kept.
  if (!atom.reportObserved()) return
  if (atoms) atoms.set(field, atom)
  else observedFields.set(target, new Map([[field, atom]]))
}

/** Opens a record's plain fields to a reader that must not observe them (peekField). */
const PLAIN = Symbol('plain fields')

const watching: ProxyHandler<Record<string, unknown>> = {
  get(target, field, receiver) {
    if (field === PLAIN) return target
    if (typeof field === 'string') observeField(target, field)
    return Reflect.get(target, field, receiver)
  },
  set(target, field, value) {
    const changed = !Object.is(target[field as string], value) || !(field in target)
    target[field as string] = value
    if (changed && typeof field === 'string') observedFields.get(target)?.get(field)?.reportChanged()
    return true
  },
  deleteProperty(target, field) {
    const had = field in target
    delete target[field as string]
    if (had && typeof field === 'string') observedFields.get(target)?.get(field)?.reportChanged()
    return true
  },
}

/**
 * A watched copy of `fields`: the one object the store keeps and every screen reads. Copied by spreading, which keeps
 * the fields in V8's compact layout (assigning them one by one onto a new object turned a 35-field item into a
 * dictionary of twice the size), then given the records' prototype.
 */
export function watchedRecord<T extends object>(fields: T): T {
  const target = Object.setPrototypeOf({ ...fields }, WatchedRecord.prototype) as Record<string, unknown>
  return new Proxy(target, watching) as T
}

/**
 * A field's value, read without observing it even inside a reaction, and without making an atom for it: for a
 * reader of thousands of records that learns of their changes another way (removals.ts).
 */
export function peekField<T extends object, K extends keyof T>(record: T, field: K): T[K] {
  const plain = (record as { [PLAIN]?: T })[PLAIN]
  return (plain ?? record)[field]
}
