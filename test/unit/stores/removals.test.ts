import { autorun, computed, getDependencyTree, runInAction } from 'mobx'
import { Removals } from '@/stores/removals'
import { peekField, watchedRecord } from '@/stores/watched-record'

interface Post {
  id: string
  deleted?: boolean
}

const posts = (count: number): Post[] => Array.from({ length: count }, (_, i) => watchedRecord<Post>({ id: `p${i}` }))

describe('removals', () => {
  it('drops a deleted item from a list at once, while the list observes one signal rather than each item', () => {
    const removals = new Removals()
    const all = posts(3)
    const shown = computed(() => all.filter((post) => !removals.has(post)))
    const seen: string[][] = []
    const stop = autorun(() => seen.push(shown.get().map((post) => post.id)))
    expect(getDependencyTree(shown).dependencies?.map((d) => d.name)).toEqual(['removals'])
    runInAction(() => removals.mark(all[1]))
    stop()
    expect(seen).toEqual([
      ['p0', 'p1', 'p2'],
      ['p0', 'p2'],
    ])
  })

  it('still tells a screen that reads the flag itself', () => {
    const removals = new Removals()
    const [post] = posts(1)
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(post.deleted === true))
    runInAction(() => removals.mark(post))
    stop()
    expect(seen).toEqual([false, true])
  })
})

describe('peekField', () => {
  it('reads a watched record’s field without observing it, and a plain object’s too', () => {
    const [post] = posts(1)
    const peeked = computed(() => peekField(post, 'id'))
    const stop = autorun(() => peeked.get())
    expect(peeked.get()).toBe('p0')
    expect(getDependencyTree(peeked).dependencies).toBeUndefined()
    stop()
    expect(peekField({ id: 'plain' }, 'id')).toBe('plain')
  })
})
