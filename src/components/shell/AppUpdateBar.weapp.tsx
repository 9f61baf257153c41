/** Mini-program: WeChat updates the package itself; there is no worker and nothing to offer (docs/product.md §8.6). */
export function AppUpdateBar() {
  return null
}
