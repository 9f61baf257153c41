/**
 * A record observed only while something shows it. MobX's observable objects give every field its own observable
 * (and its observer set) the moment the object is made: about 6 KB for a feed item of ~35 fields, 30 MB for a feed of
 * 5,000 items, most of them never on screen again. Here a record is a plain object behind a proxy; reading a field
 * inside a reaction (a component's render, a computed) makes the record's one atom, and the atom goes when nothing
 * observes it any more. Writing a field that changed tells every observer of the record, not only the readers of that
 * field: a card re-renders with its like button when a like lands, once per tap, while an atom per field read made
 * twenty objects for each card drawn, and a long fling draws thousands (docs/product.md §2.9).
 */
import { createAtom, type IAtom } from 'mobx'

/**
 * The records' prototype. Not a plain object for MobX, so an observable structure that holds a record (a store
 * field, an observable array) keeps this object rather than making a deep observable copy of it.
 */
class WatchedRecord {}

/** The atom of each record observed now (kept off the record: its keys stay its data's keys). */
const observedRecords = new WeakMap<object, IAtom>()

function observeRecord(target: object): void {
  const known = observedRecords.get(target)
  if (known) {
    known.reportObserved()
    return
  }
  const atom: IAtom = createAtom('record', undefined, () => {
    if (observedRecords.get(target) === atom) observedRecords.delete(target)
  })
  // Read outside any reaction: nobody will be told of a change, so nothing is kept.
  if (atom.reportObserved()) observedRecords.set(target, atom)
}

/** Opens a record's plain fields to a reader that must not observe them (peekField). */
const PLAIN = Symbol('plain fields')

const watching: ProxyHandler<Record<string, unknown>> = {
  get(target, field, receiver) {
    if (field === PLAIN) return target
    if (typeof field === 'string') observeRecord(target)
    return Reflect.get(target, field, receiver)
  },
  set(target, field, value) {
    const changed = !Object.is(target[field as string], value) || !(field in target)
    target[field as string] = value
    if (changed && typeof field === 'string') observedRecords.get(target)?.reportChanged()
    return true
  },
  deleteProperty(target, field) {
    const had = field in target
    delete target[field as string]
    if (had && typeof field === 'string') observedRecords.get(target)?.reportChanged()
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
