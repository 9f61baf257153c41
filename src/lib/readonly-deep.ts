/**
 * A value seen but not changed: every property read-only, all the way down (arrays included). Screens see the
 * stores' state this way (the hooks of src/stores); a function that only reads a shape takes it this way too, so it
 * accepts what a screen holds.
 */
export type ReadonlyDeep<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyArray<infer U>
    ? ReadonlyArray<ReadonlyDeep<U>>
    : T extends object
      ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
      : T
