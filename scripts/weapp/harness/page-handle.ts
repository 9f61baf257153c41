/** A page as a test sees it: its rendered tree, text and elements, taps and events, lifecycles, budgets. */
import { tagOf, textOf, tidy, toWxml, type TreeNode } from '../tree'
import { isRecord, type AnyFn, type PageHandle, type PageInstance, type RenderedNode } from './model'
import type { BootRuntime } from './runtime'

export function installPageHandles(rt: BootRuntime): void {
  const { tags, handles, stats, stack, errors, consoleErrors, inward, guard } = rt
  const pageHandle = (inst: PageInstance): PageHandle => {
    const existing = handles.get(inst)
    if (existing) return existing
    const root = (): TreeNode => (isRecord(inst.data.root) ? (inst.data.root as TreeNode) : { cn: [] })

    const walk = (visit: (node: TreeNode, dataPath: string, ancestors: TreeNode[]) => void): void => {
      const rec = (node: TreeNode, dataPath: string, ancestors: TreeNode[]): void => {
        visit(node, dataPath, ancestors)
        ;(node.cn ?? []).forEach((c, i) => rec(c, `${dataPath}.cn.[${i}]`, [...ancestors, node]))
      }
      ;(root().cn ?? []).forEach((c, i) => rec(c, `root.cn.[${i}]`, []))
    }
    const describe = (node: TreeNode, dataPath: string): RenderedNode => ({
      sid: String(node.sid),
      nn: String(node.nn),
      tag: tagOf(node, tags),
      uid: node.uid,
      className: node.cl,
      text: tidy(textOf(node)),
      path: dataPath,
    })
    const matches = (node: TreeNode, t: string): boolean => {
      const text = tidy(textOf(node))
      return text.includes(t) || text.replace(/\n/g, '').includes(t)
    }
    const findAll = (t: string): RenderedNode[] => {
      const out: RenderedNode[] = []
      walk((node, dataPath) => {
        if (node.cn && node.sid !== undefined && matches(node, t)) {
          // Innermost only: drop an ancestor already collected when a descendant matches too.
          const parentIdx = out.findIndex((o) => dataPath.startsWith(`${o.path}.`))
          if (parentIdx >= 0) out.splice(parentIdx, 1)
          out.push(describe(node, dataPath))
        }
      })
      return out
    }
    const dispatch = async (
      target: RenderedNode | string,
      type: string,
      detail: Record<string, unknown>,
    ): Promise<void> => {
      const sid = typeof target === 'string' ? target : target.sid
      let chain: TreeNode[] | undefined
      walk((node, _p, ancestors) => {
        if (!chain && String(node.sid) === sid) chain = [node, ...ancestors.slice().reverse()]
      })
      if (!chain) throw new Error(`No node with sid ${sid} on ${inst.route}`)
      const eh = inst.eh
      if (typeof eh !== 'function') throw new Error(`${inst.route} has no event handler (eh): not a Taro page?`)
      const node = chain[0]
      const ref = (n: TreeNode) => ({
        id: n.uid ?? String(n.sid),
        dataset: { sid: String(n.sid) },
        offsetLeft: 0,
        offsetTop: 0,
      })
      for (const cur of chain) {
        const event = inward({
          type,
          timeStamp: Date.now(),
          target: ref(node),
          currentTarget: ref(cur),
          detail,
          touches: [],
          changedTouches: [],
          mark: {},
          mut: false,
        })
        guard('eh', () => (eh as AnyFn).call(inst, event), inst.route)
      }
      rt.activity++
      await rt.settle()
    }
    const call = async (name: string, arg?: unknown): Promise<void> => {
      const fn = inst[name]
      if (typeof fn !== 'function') throw new Error(`${inst.route} has no ${name}`)
      guard(name, () => (fn as AnyFn).call(inst, arg === undefined ? undefined : inward(arg)), inst.route)
      rt.activity++
      await rt.settle()
    }
    const nodeBySid = (sid: string): TreeNode | undefined => {
      let found: TreeNode | undefined
      walk((node) => {
        if (!found && String(node.sid) === sid) found = node
      })
      return found
    }
    const handle: PageHandle = {
      id: Number(inst.__wxWebviewId__),
      route: inst.route,
      query: inst.options,
      data: () => JSON.parse(JSON.stringify(inst.data)) as Record<string, unknown>,
      text: () => tidy(textOf(root())),
      findByText: (t) => findAll(t)[0],
      findAllByText: findAll,
      elements: () => {
        const out: RenderedNode[] = []
        walk((node, dataPath) => {
          if (node.cn) out.push(describe(node, dataPath))
        })
        return out
      },
      wxml: (target, outer = true) => {
        if (target === undefined) return toWxml(root(), tags, false)
        const node = nodeBySid(typeof target === 'string' ? target : target.sid)
        if (!node)
          throw new Error(`No node with sid ${typeof target === 'string' ? target : target.sid} on ${inst.route}`)
        return toWxml(node, tags, outer)
      },
      tap: (n) => dispatch(n, 'tap', { x: 0, y: 0 }),
      trigger: (n, type, detail = {}) => dispatch(n, type, detail),
      triggerPullDown: () => call('onPullDownRefresh'),
      triggerReachBottom: () => call('onReachBottom'),
      callLifecycle: (name, arg) => call(name, arg),
      nodeCount: () => {
        let n = 0
        walk(() => n++)
        return n
      },
      setDataStats: () => {
        const sizes = stats.get(inst) ?? []
        return {
          calls: sizes.length,
          largestBytes: Math.max(0, ...sizes),
          totalBytes: sizes.reduce((a, b) => a + b, 0),
        }
      },
      setDataSizes: () => [...(stats.get(inst) ?? [])],
      waitForText: async (t, timeoutMs = 3000) => {
        const end = Date.now() + timeoutMs
        for (;;) {
          if (handle.text().includes(t) || handle.text().replace(/\n/g, '').includes(t)) return
          if (Date.now() > end) {
            const errs = [
              ...errors.map((e) => `  ${e.source}: ${e.message}`),
              ...consoleErrors.map((c) => `  console.error: ${c.split('\n')[0]}`),
            ].join('\n')
            throw new Error(
              `"${t}" did not appear on ${inst.route} within ${timeoutMs} ms. Text:\n${handle.text()}${errs ? `\nErrors:\n${errs}` : ''}`,
            )
          }
          await new Promise((r) => setTimeout(r, 10))
        }
      },
      isAlive: () => stack.includes(inst),
    }
    handles.set(inst, handle)
    return handle
  }
  Object.assign(rt, { pageHandle })
}
