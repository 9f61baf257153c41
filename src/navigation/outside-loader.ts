/** H5: the outside-link rules and their ask sheet are a chunk of their own, fetched at the first use. */
export function loadOutside(): Promise<typeof import('./outside-open')> {
  return import(/* webpackChunkName: "outside-links" */ './outside-open')
}
