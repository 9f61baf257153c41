/**
 * Deleted entities leave every list at once (docs/product.md §2.9). A list of 5,000 items that read each item's
 * `deleted` flag in its computed would keep an observable for each of them as long as the list is shown; the lists of
 * a store observe this one signal instead, told each time the viewer deletes something.
 */
import { createAtom } from 'mobx'
import { peekField } from './watched-record'

export interface Deletable {
  deleted?: boolean
}

export class Removals {
  private readonly signal = createAtom('removals')

  /** Marks the entity deleted: screens that show it see the flag, lists drop it. Call inside an action. */
  mark(entity: Deletable): void {
    entity.deleted = true
    this.signal.reportChanged()
  }

  /** Whether a list should leave the entity out; observes the signal, not the entity. */
  has(entity: Deletable): boolean {
    this.signal.reportObserved()
    return peekField(entity, 'deleted') === true
  }
}
