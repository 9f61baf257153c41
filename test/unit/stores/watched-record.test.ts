import { autorun, computed, observable, reaction } from 'mobx'
import { EntityMap } from '@/stores/entity-map'
import { watchedRecord } from '@/stores/watched-record'

interface Item {
  id: string
  title: string
  praised: boolean
  tags: string[]
}

const item = (over: Partial<Item> = {}): Item => ({ id: 'a', title: '标题', praised: false, tags: [], ...over })

describe('a watched record', () => {
  it('tells a reaction reading it when any field changes, and not for an equal value', () => {
    const record = watchedRecord(item())
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(record.praised))
    record.praised = true
    record.praised = true
    record.title = '另一个标题'
    stop()
    expect(seen).toEqual([false, true, true])
  })

  it('is observed again after its observers went, and not while none observes it', () => {
    const record = watchedRecord(item())
    const first: boolean[] = []
    const stopFirst = autorun(() => first.push(record.praised))
    stopFirst()
    record.praised = true
    const second: boolean[] = []
    const stopSecond = autorun(() => second.push(record.praised))
    record.praised = false
    stopSecond()
    expect(first).toEqual([false])
    expect(second).toEqual([true, false])
  })

  it('tells a computed of a field added or removed later', () => {
    const record = watchedRecord<Partial<Item>>({ id: 'a' })
    const title = computed(() => record.title ?? '无')
    const seen: string[] = []
    const stop = reaction(
      () => title.get(),
      (t) => seen.push(t),
      { fireImmediately: true },
    )
    record.title = '详情'
    delete record.title
    stop()
    expect(seen).toEqual(['无', '详情', '无'])
  })

  it('keeps its data as its own keys (copied, serialised) and stays the same object inside observable structures', () => {
    const record = watchedRecord(item({ tags: ['港股'] }))
    expect(Object.keys(record)).toEqual(['id', 'title', 'praised', 'tags'])
    expect(JSON.parse(JSON.stringify(record))).toEqual(item({ tags: ['港股'] }))
    const holder = observable({ current: record, list: [record] })
    expect(holder.current).toBe(record)
    expect(holder.list[0]).toBe(record)
  })
})

describe('the entity map', () => {
  it('merges a newer copy into the one stored object, keeping held fields', () => {
    const map = new EntityMap<Item>()
    const stored = map.merge('a', item(), () => item())
    const seen: string[] = []
    const stop = autorun(() => seen.push(`${stored.title}/${stored.praised}`))
    const merged = map.merge('a', { title: '新标题', praised: true }, () => item(), ['praised'])
    stop()
    expect(merged).toBe(stored)
    expect(seen).toEqual(['标题/false', '新标题/false'])
  })

  it('tells a reader that found no entity when one arrives', () => {
    const map = new EntityMap<Item>()
    const titles: (string | undefined)[] = []
    const stop = autorun(() => titles.push(map.get('b')?.title))
    map.merge('c', item({ id: 'c' }), () => item({ id: 'c' }))
    map.merge('b', item({ id: 'b', title: '到了' }), () => item({ id: 'b', title: '到了' }))
    stop()
    expect(titles).toEqual([undefined, undefined, '到了'])
    expect(() => map.own('z')).toThrow('no entity z')
  })
})
