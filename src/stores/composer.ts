/**
 * The post being written (docs/product.md §4.14): its text, images, stocks, topics, circle and
 * vote, or a long article's title and body. One composer for the whole app, so the add-stock,
 * add-topic and add-circle pages change the same draft the post page shows. Every change is saved
 * on the device; only a successful send clears it, so a reload, a killed app or a failed send
 * loses nothing (uploaded images included).
 */
import { action, computed, makeObservable, observable, reaction } from 'mobx'
import type { CircleRef, NewVote, StockRef, TopicRef, UploadedImage } from '@shared/api'
import { uploadApi } from '@/api/upload'
import { CONTENT_LIMITS, IMAGE_BYTES_MESSAGE } from '@shared/content-limits'
import { lengthProblem } from '@shared/text-length'
import { VOTE_MESSAGES, voteProblem } from '@shared/vote-rules'
import { ACTION_TEXTS } from '@/config/constants'
import {
  encodeNonBmp,
  escapeAngleBrackets,
  replaceKeyAt,
  stockMentionText,
  topicTitle,
  typedPickerKey,
  type PickerKey,
} from '@/lib'
import type { KeyValueStorage, PickedImage } from '@/platform'
// Imported by its own path: the picker's Taro APIs load with the composer's pages, not the first screen.
import { pickImages } from '@/platform/pick-images'
import { AttemptKeys } from './attempt-keys'
import type { DraftStore } from './draft'
import type { DynamicStore } from './dynamics'
import { notePostForRating } from './good-rating'
import type { StoreEnv } from './env'
import type { InteractionRunner } from './interactions'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import { errorText } from './error-text'

/** Where the attachments of the post draft are kept (its text stays under the older `postDraft` key). */
export const ATTACHMENTS_KEY = 'postDraftAttachments'
/** Topics this device named in posts lately, offered first when adding a topic. */
export const RECENT_TOPICS_KEY = 'composeRecentTopics'
const RECENT_TOPICS_MAX = 8

export const COMPOSE_TEXTS = {
  emptyText: '请输入内容',
  emptyTitle: '请输入标题',
  tooManyImages: `最多添加 ${CONTENT_LIMITS.images} 张图片`,
  imageTooBig: IMAGE_BYTES_MESSAGE,
  imageUploading: '图片上传中，请稍候',
  imageFailed: '有图片上传失败，请重试或删除',
  tooManyStocks: `最多添加 ${CONTENT_LIMITS.stocks} 只股票`,
  tooManyTopics: `最多添加 ${CONTENT_LIMITS.topics} 个话题`,
  voteTitle: VOTE_MESSAGES.title,
  voteOptions: VOTE_MESSAGES.options,
  voteEnd: VOTE_MESSAGES.end,
  posted: '发布成功',
} as const

export type ComposeMode = 'post' | 'article'

export interface ComposeImage {
  id: string
  localPath: string
  url: string | null
  state: 'uploading' | 'done' | 'failed'
  progress: number
}

export interface VoteDraft {
  title: string
  options: string[]
  /** YYYY-MM-DD */
  endDate: string
}

interface SavedAttachments {
  mode: ComposeMode
  title: string
  images: { url: string }[]
  stocks: StockRef[]
  topics: TopicRef[]
  circle: CircleRef | null
  vote: VoteDraft | null
}

const isRef = (v: unknown, keys: string[]): boolean =>
  typeof v === 'object' && v !== null && keys.every((k) => typeof (v as Record<string, unknown>)[k] === 'string')

/** The well-formed references of a stored list (each with the given string fields). */
function refs<T>(value: unknown, keys: string[]): T[] {
  return Array.isArray(value) ? (value.filter((v) => isRef(v, keys)) as T[]) : []
}

/** A stored draft from an older version, or edited by hand, must not break the composer. */
export function parseAttachments(text: string | null): SavedAttachments | null {
  if (!text) return null
  let raw: Partial<SavedAttachments>
  try {
    raw = JSON.parse(text) as Partial<SavedAttachments>
  } catch {
    return null
  }
  if (typeof raw !== 'object' || raw === null) return null
  const list = refs
  const vote = raw.vote
  return {
    mode: raw.mode === 'article' ? 'article' : 'post',
    title: typeof raw.title === 'string' ? raw.title : '',
    images: list<{ url: string }>(raw.images, ['url']).slice(0, CONTENT_LIMITS.images),
    stocks: list<StockRef>(raw.stocks, ['code', 'name']).slice(0, CONTENT_LIMITS.stocks),
    topics: list<TopicRef>(raw.topics, ['topicId', 'title']).slice(0, CONTENT_LIMITS.topics),
    circle: isRef(raw.circle, ['circleId', 'name']) ? (raw.circle as CircleRef) : null,
    vote:
      vote && typeof vote.title === 'string' && Array.isArray(vote.options) && typeof vote.endDate === 'string'
        ? { title: vote.title, options: vote.options.filter((o) => typeof o === 'string'), endDate: vote.endDate }
        : null,
  }
}

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** A long article's body as the stored HTML: paragraphs of escaped text, then its images. */
export function articleHtml(body: string, imageUrls: readonly string[]): string {
  const paragraphs = body
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeAngleBrackets(encodeNonBmp(line))}</p>`)
  return [
    ...paragraphs,
    ...imageUrls.map((url) => `<p><img src="${escapeAngleBrackets(url).replace(/"/g, '%22')}"/></p>`),
  ].join('')
}

let nextImageId = 0

export class PostComposer {
  mode: ComposeMode = 'post'
  title = ''
  images: ComposeImage[] = []
  stocks: StockRef[] = []
  topics: TopicRef[] = []
  circle: CircleRef | null = null
  vote: VoteDraft | null = null
  sending = false
  recentTopics: TopicRef[] = []
  private readonly attempts = new AttemptKeys()
  /** A `$` or `#` just typed whose picker is open: what is picked replaces it (docs/product.md §4.14). */
  private pendingKey: { kind: PickerKey; at: number; key: string } | null = null

  constructor(
    private readonly env: StoreEnv,
    private readonly drafts: DraftStore,
    private readonly storage: KeyValueStorage,
    private readonly runner: InteractionRunner,
    private readonly dynamics: DynamicStore,
    private readonly uploadImage: (
      path: string,
      onProgress: (percent: number) => void,
    ) => Promise<UploadedImage> = uploadApi.image,
  ) {
    this.recentTopics = refs<TopicRef>(parseJson(storage.get(RECENT_TOPICS_KEY)), ['topicId', 'title']).slice(
      0,
      RECENT_TOPICS_MAX,
    )
    const saved = parseAttachments(storage.get(ATTACHMENTS_KEY))
    if (saved) {
      this.mode = saved.mode
      this.title = saved.title
      this.images = saved.images.map(({ url }) => ({
        id: `saved-${(nextImageId += 1)}`,
        localPath: url,
        url,
        state: 'done',
        progress: 100,
      }))
      this.stocks = saved.stocks
      this.topics = saved.topics
      this.circle = saved.circle
      this.vote = saved.vote
    }
    makeObservable<PostComposer, 'upload'>(this, {
      mode: observable,
      title: observable,
      images: observable,
      stocks: observable.ref,
      topics: observable.ref,
      circle: observable.ref,
      vote: observable.ref,
      sending: observable,
      recentTopics: observable.ref,
      text: computed,
      problem: computed,
      hasDraft: computed,
      setMode: action.bound,
      setTitle: action.bound,
      setText: action.bound,
      type: action.bound,
      addStock: action.bound,
      removeStock: action.bound,
      addTopic: action.bound,
      removeTopic: action.bound,
      setCircle: action.bound,
      setVote: action.bound,
      removeImage: action.bound,
      upload: action,
      discard: action.bound,
    })
    // Saved on every change: images only once uploaded, since a local file may not outlive the page.
    reaction(
      () => this.saved(),
      (saved) => {
        const empty =
          !saved.title && saved.images.length + saved.stocks.length + saved.topics.length === 0 && !saved.circle
        if (empty && !saved.vote && saved.mode === 'post') storage.remove(ATTACHMENTS_KEY)
        else storage.set(ATTACHMENTS_KEY, JSON.stringify(saved))
      },
    )
  }

  private saved(): SavedAttachments {
    return {
      mode: this.mode,
      title: this.title,
      images: this.images.filter((i) => i.url !== null).map((i) => ({ url: i.url as string })),
      stocks: this.stocks,
      topics: this.topics,
      circle: this.circle,
      vote: this.vote,
    }
  }

  get text(): string {
    return this.drafts.text()
  }

  /** Something was left from an earlier visit: the page offers to continue it. */
  get hasDraft(): boolean {
    return (
      this.text.trim() !== '' ||
      this.title.trim() !== '' ||
      this.images.length + this.stocks.length + this.topics.length > 0 ||
      this.circle !== null ||
      this.vote !== null
    )
  }

  /** Why it cannot be sent yet, in the words shown on the send button's tap; null when it can. */
  get problem(): string | null {
    const article = this.mode === 'article'
    if (article && !this.title.trim()) return COMPOSE_TEXTS.emptyTitle
    const tooLong = article ? lengthProblem('title', this.title) : lengthProblem('post', this.text)
    if (article && tooLong) return tooLong
    if (!this.text.trim()) return COMPOSE_TEXTS.emptyText
    if (tooLong) return tooLong
    if (this.images.some((i) => i.state === 'uploading')) return COMPOSE_TEXTS.imageUploading
    if (this.images.some((i) => i.state === 'failed')) return COMPOSE_TEXTS.imageFailed
    if (!article && this.vote) {
      const problem = voteProblem(this.vote, Date.now())
      if (problem) return problem
    }
    return null
  }

  setMode(mode: ComposeMode): void {
    this.mode = mode
  }

  setTitle(title: string): void {
    this.title = title
  }

  setText(text: string): void {
    this.drafts.setText(text)
  }

  /**
   * The text as typed: when the edit is one `$` or `#`, answers the picker to open, and the stock or topic picked
   * there replaces that key in the text (a mention, a `#topic#`). Anything else typed forgets a waiting key.
   */
  type(text: string): PickerKey | null {
    const typed = typedPickerKey(this.text, text)
    this.drafts.setText(text)
    this.pendingKey = typed
    return typed?.kind ?? null
  }

  /** A picker opened from the toolbar: what is picked there is attached only, never written into the text. */
  forgetTypedKey(): void {
    this.pendingKey = null
  }

  /** Writes a pick where its typed key waits; a key that has moved (the text changed meanwhile) is left as is. */
  private writeAtTypedKey(kind: PickerKey, insert: string): void {
    const pending = this.pendingKey
    if (!pending || pending.kind !== kind) return
    this.pendingKey = null
    const text = replaceKeyAt(this.text, pending.at, pending.key, insert)
    if (text !== null) this.drafts.setText(text)
  }

  addStock(stock: StockRef): boolean {
    if (this.stocks.some((s) => s.code === stock.code)) return true
    if (this.stocks.length >= CONTENT_LIMITS.stocks) {
      this.env.platform.toast(COMPOSE_TEXTS.tooManyStocks)
      return false
    }
    this.stocks = [...this.stocks, { code: stock.code, name: stock.name }]
    this.writeAtTypedKey('stock', stockMentionText(stock))
    return true
  }

  removeStock(code: string): void {
    this.stocks = this.stocks.filter((s) => s.code !== code)
  }

  addTopic(topic: TopicRef): boolean {
    if (this.topics.some((t) => t.topicId === topic.topicId)) return true
    if (this.topics.length >= CONTENT_LIMITS.topics) {
      this.env.platform.toast(COMPOSE_TEXTS.tooManyTopics)
      return false
    }
    const ref = { topicId: topic.topicId, title: topic.title }
    this.topics = [...this.topics, ref]
    this.recentTopics = [ref, ...this.recentTopics.filter((t) => t.topicId !== ref.topicId)].slice(0, RECENT_TOPICS_MAX)
    this.storage.set(RECENT_TOPICS_KEY, JSON.stringify(this.recentTopics))
    this.writeAtTypedKey('topic', topicTitle(ref.title))
    return true
  }

  removeTopic(topicId: string): void {
    this.topics = this.topics.filter((t) => t.topicId !== topicId)
  }

  /** A post goes into one circle at most: choosing another replaces it. */
  setCircle(circle: CircleRef | null): void {
    this.circle = circle ? { circleId: circle.circleId, name: circle.name } : null
  }

  /** The vote as the editor has it now (a copy: the draft is the store's own). */
  setVote(vote: ReadonlyDeep<VoteDraft> | null): void {
    this.vote = vote ? { ...vote, options: [...vote.options] } : null
  }

  /** Photos from the picker, each uploaded at once; a photo over the limit is left out with a toast. */
  async addImages(pick: (count: number) => Promise<PickedImage[]> = pickImages): Promise<void> {
    const room = CONTENT_LIMITS.images - this.images.length
    if (room <= 0) {
      this.env.platform.toast(COMPOSE_TEXTS.tooManyImages)
      return
    }
    const picked = await pick(room)
    const fitting = picked.filter((p) => p.bytes <= CONTENT_LIMITS.imageBytes)
    if (fitting.length < picked.length) this.env.platform.toast(COMPOSE_TEXTS.imageTooBig)
    for (const file of fitting.slice(0, room)) {
      const image: ComposeImage = {
        id: `img-${(nextImageId += 1)}`,
        localPath: file.path,
        url: null,
        state: 'uploading',
        progress: 0,
      }
      action(() => this.images.push(image))()
      void this.upload(image.id)
    }
  }

  /** A failed image again; the others stay as they are. */
  retryImage(id: string): void {
    void this.upload(id)
  }

  removeImage(id: string): void {
    this.images = this.images.filter((i) => i.id !== id)
  }

  private async upload(id: string): Promise<void> {
    const image = this.images.find((i) => i.id === id)
    if (!image) return
    image.state = 'uploading'
    image.progress = 0
    try {
      const uploaded = await this.uploadImage(
        image.localPath,
        action((percent: number) => {
          image.progress = percent
        }),
      )
      action(() => {
        image.url = uploaded.url
        image.state = 'done'
        image.progress = 100
      })()
    } catch (error) {
      action(() => {
        image.state = 'failed'
      })()
      // A refusal says why (too many pixels, not an image); a lost connection shows on the image itself.
      const message = errorText(error, { fallback: COMPOSE_TEXTS.imageFailed, quietOnNetwork: true })
      if (message) this.env.platform.toast(message)
    }
  }

  /**
   * Sends the post or article (one interaction: guarded, login first, the error said); on success
   * the draft is cleared and the new item heads the feeds that hold it. Answers its article id.
   */
  async send(): Promise<string | null> {
    const problem = this.problem
    if (problem) {
      this.env.platform.toast(problem)
      return null
    }
    const urls = this.images.map((i) => i.url as string)
    const stockCodes = this.stocks.map((s) => s.code)
    const topicIds = this.topics.map((t) => t.topicId)
    // The same draft sent again (a retry after a failure or a lost answer) is one attempt: the server stores it once.
    const draft = [this.mode, this.title, this.text, urls, stockCodes, topicIds, this.circle?.circleId, this.vote]
    const requestId = this.attempts.keyFor('send', draft)
    const outcome = await this.runner.run({
      key: 'publish',
      apply: () => (this.sending = true),
      rollback: () => (this.sending = false),
      send: (auth) =>
        this.mode === 'article'
          ? this.env.api.article
              .createArticle({
                ...auth,
                title: this.title.trim(),
                html: articleHtml(this.text, urls),
                cover: urls[0] ?? '',
                stockCodes,
                topicIds,
                requestId,
              })
              .then((articleId) => ({ articleId }))
          : this.env.api.publish.publishView({
              ...auth,
              content: encodeNonBmp(this.text),
              images: urls,
              stockCodes,
              topicIds,
              circleId: this.circle?.circleId,
              vote: this.vote ? this.newVote(this.vote) : undefined,
              requestId,
            }),
      commit: () => (this.sending = false),
      done: () => COMPOSE_TEXTS.posted,
      fallback: ACTION_TEXTS.sendFailed,
      offlineText: ACTION_TEXTS.offlinePostDraft,
    })
    if (outcome.status !== 'done') return null
    const { articleId } = outcome.result
    await this.dynamics.notePublished(articleId)
    this.discard()
    // A rating prompt must never hold up or break the post that was just sent.
    notePostForRating(this.env.platform, this.storage).catch(() => undefined)
    return articleId
  }

  private newVote(vote: VoteDraft): NewVote {
    return { title: vote.title.trim(), options: vote.options.map((o) => o.trim()), endDate: vote.endDate }
  }

  /** Empties the draft: after a successful send, or when the person starts over. */
  discard(): void {
    this.drafts.clear()
    this.mode = 'post'
    this.title = ''
    this.images = []
    this.stocks = []
    this.topics = []
    this.circle = null
    this.vote = null
    this.sending = false
    this.attempts.settle('send')
  }
}

/** The app's one post draft, for the post page and the pages that add to it. */
export function useComposer(): ReadonlyDeep<PostComposer> {
  return useStores().lazyStore(
    PostComposer,
    (root, env, localStorage) => new PostComposer(env, root.draft, localStorage, root.interactions, root.dynamics),
  )
}
