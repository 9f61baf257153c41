/**
 * Screens hold a store's state as `ReadonlyDeep` views (src/lib/readonly-deep.ts): they show it and hand it back to
 * the store's actions, but never change it themselves (docs/product.md §10). MobX needs the objects shared (one
 * entity per item), so the protection is in the types, at no cost at run time.
 *
 * The objects a store made and handed to screens as views (a profile, a game's state): an action given a view
 * finds the store's own object by it, the same object, so the store changes only what it made.
 */
export class Owned<T extends object> {
  private readonly objects = new WeakMap<object, T>()

  /** Keeps `object` as the store's own; the caller hands it out typed as its view. */
  keep(object: T): T {
    this.objects.set(object, object)
    return object
  }

  /** The store's own object behind a view, or undefined for one this store did not make. */
  of(view: object): T | undefined {
    return this.objects.get(view)
  }
}
