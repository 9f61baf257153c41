/**
 * H5 renders with Preact (config/index.ts). Taro's component wrappers keep a `data-*` prop as a DOM property
 * and write it as an attribute only when it is a string; once that property exists, Preact updates the
 * property, not the attribute. A number such as `data-count={items.length}` would then keep its first value in
 * the DOM. React writes every `data-*` value as a string attribute, so giving Preact strings keeps the two the same.
 */
import { options, type VNode } from 'preact'

let installed = false

export function installRenderCompat(): void {
  if (installed) return
  installed = true
  const next = options.vnode
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown> | null
    // Only components (Taro's wrappers among them) hold the values their wrapper later writes; elements are skipped.
    if (typeof vnode.type !== 'string' && props && typeof props === 'object') {
      for (const key in props) {
        const value = props[key]
        if (key.startsWith('data-') && (typeof value === 'number' || typeof value === 'boolean'))
          props[key] = String(value)
      }
    }
    next?.(vnode)
  }
}
