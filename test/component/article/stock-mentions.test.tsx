/**
 * Stock mentions (docs/product.md §5.5) as a reader sees them: post bodies, comments, feed cards and article
 * HTML show the stock's name as a link with its change in red or green, never the raw `$…$` markers; a tap opens
 * the stock. Article HTML is changed in its text nodes only: markup in the text stays text.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { ArticleBody, CommentItem } from '@/components/article'
import { FeedCard } from '@/components/feed/FeedCard'
import { StockTag } from '@/components/feed/StockTag'
import { commentsOf, type RootStore } from '@/stores'
import type { Comment } from '@shared/api'
import { api as fake, resetFakeApi } from './fake-api'
import { flush, makeComment, makeDynamic, makeStores, renderWithStores, setupPlatform } from './support'

// Jest resolves './ArticleHtml' to the mini-program's file; the H5 build picks ArticleHtml.h5.tsx.
jest.mock('@/components/article/ArticleHtml', () => jest.requireActual('@/components/article/ArticleHtml.h5'))

beforeEach(() => {
  resetFakeApi()
  fake.quote.query.mockResolvedValue([
    { code: 'SH600519', up_rose: 123, price: 1500 },
    { code: 'BJ430241', up_rose: -45, price: 12 },
  ])
})

const RAW = /\$[^$]*\$/

describe('a post body', () => {
  it('shows each mention as its name with the change coloured, and opens the stock on a tap', async () => {
    const { calls } = setupPlatform()
    renderWithStores(
      <ArticleBody
        html={null}
        content={'看好$贵州茅台(SH600519)$和$新航能源(BJ430241)$，还有$平安银行$与$不认识$。$5 就是 $6'}
        stocks={[{ code: 'SZ000001', name: '平安银行' }]}
      />,
      makeStores(false),
    )
    await flush()
    const body = screen.getByTestId('article-body')
    expect(body.textContent).toBe('看好贵州茅台 +1.23%和新航能源 -0.45%，还有平安银行与不认识。$5 就是 $6')
    const mentions = within(body).getAllByTestId('stock-mention')
    expect(mentions.map((m) => m.getAttribute('data-code'))).toEqual(['SH600519', 'BJ430241', 'SZ000001'])
    expect(mentions[0].querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('rise')
    expect(mentions[1].querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('fall')
    fireEvent.click(mentions[1])
    await flush()
    expect(calls.navigateTo.mock.calls[0][0]).toContain('code=BJ430241')
  })
})

describe('a comment', () => {
  it('shows its mentions as links', async () => {
    setupPlatform()
    const stores: RootStore = makeStores(false)
    const comment: Comment = makeComment({ content: '$贵州茅台(SH600519)$ 稳了' })
    const item = commentsOf(stores).get(commentsOf(stores).ingest(comment))!
    renderWithStores(<CommentItem item={item as never} pubType={2} />, stores)
    await flush()
    const content = screen.getByTestId('comment-content')
    expect(content.textContent).not.toMatch(RAW)
    expect(within(content).getByTestId('stock-mention').textContent).toBe('贵州茅台 +1.23%')
  })
})

describe('feed cards', () => {
  it('show a summary mention and the stock chip by name, not the raw markers', async () => {
    setupPlatform()
    const stores = makeStores(false)
    const item = stores.dynamics.get(
      stores.dynamics.ingest(
        makeDynamic({
          pubType: 5,
          title: '',
          summary: '$新航能源(BJ430241)$ 放量',
          stocks: [{ code: 'BJ430241', name: '新航能源' }],
        }),
      ),
    )!
    stores.quotes.request(['BJ430241'])
    await flush()
    const open = jest.fn()
    renderWithStores(<FeedCard item={item} actions={{ open, like: jest.fn() }} />, stores)
    await flush()
    const card = screen.getByTestId('feed-card')
    expect(card.textContent).not.toMatch(RAW)
    expect(within(card).getByTestId('stock-mention').textContent).toBe('新航能源 -0.45%')
    expect(within(card).getByTestId('stock-tag').textContent).toBe('新航能源 -0.45%')
    // The mention opens the stock, not the card.
    fireEvent.click(within(card).getByTestId('stock-mention'))
    expect(open).not.toHaveBeenCalled()
  })

  it('a chip before its quote is the bare name', () => {
    setupPlatform()
    fake.quote.query.mockReturnValue(new Promise(() => undefined))
    renderWithStores(<StockTag stock={{ code: 'SZ300211', name: '天源科技' }} />, makeStores(false))
    expect(screen.getByTestId('stock-tag').textContent).toBe('天源科技')
  })
})

describe('article HTML', () => {
  it('turns mentions in text nodes into links and leaves markup, links and code alone', async () => {
    const { calls } = setupPlatform()
    const html =
      '<p>相关标的：$贵州茅台(SH600519)$ &lt;b&gt;粗&lt;/b&gt; $&lt;i&gt;坏(SH600000)$</p>' +
      '<p><a href="https://example.com/">$贵州茅台(SH600519)$</a><code>$贵州茅台(SH600519)$</code></p>'
    renderWithStores(<ArticleBody html={html} content={null} />, makeStores(false))
    await flush()
    const body = screen.getByTestId('article-body')
    const mentions = within(body).getAllByTestId('stock-mention')
    expect(mentions.map((m) => m.getAttribute('data-code'))).toEqual(['SH600519', 'SH600000'])
    expect(mentions[0].textContent).toBe('贵州茅台 +1.23%')
    const first = body.querySelector('p')!
    // The escaped markup is still text; nothing became an element but the mention.
    expect(first.textContent).toBe('相关标的：贵州茅台 +1.23% <b>粗</b> <i>坏')
    expect(first.querySelector('b, i')).toBeNull()
    expect(body.querySelector('a')!.textContent).toBe('$贵州茅台(SH600519)$')
    expect(body.querySelector('code')!.textContent).toBe('$贵州茅台(SH600519)$')
    fireEvent.click(mentions[0])
    await flush()
    expect(calls.navigateTo.mock.calls[0][0]).toContain('code=SH600519')
  })
})
