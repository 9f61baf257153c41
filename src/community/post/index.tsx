import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { countChars } from '@shared/text-length'
import { mayWriteLongArticle } from '@shared/authorship'
import { cleanContentId } from '@/components/article'
import { ComposeChips, ComposeImages, VoteEditor, blankVote } from '@/components/compose'
import { Modal } from '@/components/kit'
import { LoginGate, PageShell } from '@/components/shell'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { useGrowingTextarea } from '@/hooks/useGrowingTextarea'
import { openRoute, replaceRoute } from '@/navigation'
import { useAccounts, useCircles, useSession, useTopics, useComposer, type PostComposer } from '@/stores'
import type { PickerKey, ReadonlyDeep } from '@/lib'
import './index.css'

const PATH = 'community/post/index'

export const POST_TEXTS = {
  placeholder: '分享你的投资观点，$ 提到股票，# 参与话题',
  articlePlaceholder: '正文，空一行分段',
  titlePlaceholder: '标题（必填）',
  send: '发布',
  sending: '发布中…',
  stock: '$ 股票',
  topic: '# 话题',
  circle: '◎ 圈子',
  vote: '投票',
  modes: { post: '动态', article: '长文' },
  loginNeeded: '登录后才能发布内容',
  draftTitle: '继续编辑',
  draftContent: '你有一篇未发布的草稿，要继续编辑吗？',
  draftContinue: '继续编辑',
  draftDiscard: '重新开始',
} as const

/** Fills in what the entry named (a topic's 参与讨论, a circle's 发帖, a stock's 发表股评), once it is known. */
function usePrefill(composer: ReadonlyDeep<PostComposer>, params: Record<string, string | undefined>, round: number) {
  const topics = useTopics()
  const circles = useCircles()
  const topicId = cleanContentId(params.topicId)
  const circleId = cleanContentId(params.circleId)
  const code = params.code?.trim().toUpperCase() ?? ''
  const name = params.name?.trim() ?? ''
  useEffect(() => {
    if (code) composer.addStock({ code, name: name || code })
    if (topicId) {
      const known = topics.get(topicId)
      if (known) composer.addTopic({ topicId, title: known.title })
      else {
        const detail = topics.detail(topicId)
        void detail.reload().then(() => detail.data && composer.addTopic({ topicId, title: detail.data.title }))
      }
    }
    if (circleId) {
      const detail = circles.detail(circleId)
      void detail.reload().then(() => detail.data && composer.setCircle(detail.data))
    }
  }, [composer, topics, circles, topicId, circleId, code, name, round])
}

/** Whether the session's account may write long articles (the server checks the same rule). */
function useCanWriteArticles(): boolean {
  const session = useSession()
  const accounts = useAccounts()
  const self = session.accountId ? accounts.get(session.accountId) : undefined
  useEffect(() => {
    if (session.accountId && !self) void accounts.home(session.accountId).reload()
  }, [accounts, session.accountId, self])
  return mayWriteLongArticle(self)
}

const Counter = observer(function Counter({ composer }: { composer: ReadonlyDeep<PostComposer> }) {
  if (composer.mode === 'article') return null
  const count = countChars(composer.text)
  const over = count > CONTENT_LIMITS.post
  return (
    <Text className={`post-counter${over ? ' post-counter--over' : ''}`} data-testid="post-counter">
      {`${count}/${CONTENT_LIMITS.post}`}
    </Text>
  )
})

/** A typed `$` or `#` opens its picker; what is picked is attached and written where the key was (§4.14). */
function openTypedPicker(key: PickerKey | null): void {
  if (key === 'stock') void openRoute('community/addStock/index')
  else if (key === 'topic') void openRoute('community/addTopic/index')
}

const Toolbar = observer(function Toolbar({ composer }: { composer: ReadonlyDeep<PostComposer> }) {
  const article = composer.mode === 'article'
  return (
    <View className="post-toolbar">
      <Text
        className="post-toolbar__tool"
        data-testid="post-add-stock"
        onClick={() => {
          composer.forgetTypedKey()
          void openRoute('community/addStock/index')
        }}
      >
        {POST_TEXTS.stock}
      </Text>
      <Text
        className="post-toolbar__tool"
        data-testid="post-add-topic"
        onClick={() => {
          composer.forgetTypedKey()
          void openRoute('community/addTopic/index')
        }}
      >
        {POST_TEXTS.topic}
      </Text>
      {article ? null : (
        <Text
          className="post-toolbar__tool"
          data-testid="post-add-circle"
          onClick={() => void openRoute('community/addCircle/index')}
        >
          {POST_TEXTS.circle}
        </Text>
      )}
      {article || composer.vote ? null : (
        <Text className="post-toolbar__tool" data-testid="post-add-vote" onClick={() => composer.setVote(blankVote())}>
          {POST_TEXTS.vote}
        </Text>
      )}
    </View>
  )
})

const Composer = observer(function Composer({ composer }: { composer: ReadonlyDeep<PostComposer> }) {
  const canWriteArticles = useCanWriteArticles()
  const growingRef = useGrowingTextarea(composer.text)
  const article = composer.mode === 'article'
  const send = async () => {
    const articleId = await composer.send()
    if (articleId)
      void replaceRoute('community/articleDetail/index', { articleId, source: article ? 'article' : 'post' })
  }
  return (
    <View className="post-page">
      {canWriteArticles ? (
        <View className="post-modes" data-testid="post-modes">
          {(['post', 'article'] as const).map((mode) => (
            <Text
              key={mode}
              className={`post-modes__mode${composer.mode === mode ? ' post-modes__mode--active' : ''}`}
              data-testid={`post-mode-${mode}`}
              onClick={() => composer.setMode(mode)}
            >
              {POST_TEXTS.modes[mode]}
            </Text>
          ))}
        </View>
      ) : null}
      {article ? (
        <Input
          className="post-title"
          data-testid="post-title"
          value={composer.title}
          placeholder={POST_TEXTS.titlePlaceholder}
          onInput={(event) => composer.setTitle(event.detail.value)}
        />
      ) : null}
      <Textarea
        ref={growingRef}
        className="post-text"
        data-testid="post-text"
        value={composer.text}
        // No cap while typing: a paste over the limit must not lose text; the counter and send say so.
        maxlength={-1}
        placeholder={article ? POST_TEXTS.articlePlaceholder : POST_TEXTS.placeholder}
        // Grows with its text: the mini-program's own autoHeight; on H5 field-sizing or useGrowingTextarea (Taro's
        // H5 autoHeight leaves the box one line tall after a pick is written in while the page is hidden).
        autoHeight={process.env.TARO_ENV === 'weapp'}
        onInput={(event) => openTypedPicker(composer.type(event.detail.value))}
      />
      <Counter composer={composer} />
      <ComposeImages composer={composer} />
      <ComposeChips composer={composer} />
      {article ? null : <VoteEditor composer={composer} />}
      <View className="post-bar">
        <Toolbar composer={composer} />
        <Text
          className={`post-send${composer.sending ? ' post-send--busy' : ''}`}
          data-testid="post-send"
          data-problem={composer.problem ?? ''}
          onClick={() => {
            if (!composer.sending) void send()
          }}
        >
          {composer.sending ? POST_TEXTS.sending : POST_TEXTS.send}
        </Text>
      </View>
    </View>
  )
})

/** The composer for a logged-in writer, with its draft question. */
const PostContent = observer(function PostContent() {
  const { params } = useRouteInfo(PATH)
  const composer = useComposer()
  // Asked once, for a draft left from an earlier visit (not for what this visit's entry fills in).
  const [askDraft, setAskDraft] = useState(() => composer.hasDraft)
  // Starting over empties the draft; what this visit's entry named is filled in again.
  const [round, setRound] = useState(0)
  usePrefill(composer, params, round)
  useEffect(() => {
    if (params.mode === 'article') composer.setMode('article')
  }, [composer, params.mode])
  return (
    <PageShell path={PATH} offlineStrip>
      <Composer composer={composer} />
      <Modal
        visible={askDraft}
        title={POST_TEXTS.draftTitle}
        content={POST_TEXTS.draftContent}
        confirmText={POST_TEXTS.draftContinue}
        cancelText={POST_TEXTS.draftDiscard}
        onConfirm={() => setAskDraft(false)}
        onCancel={() => {
          composer.discard()
          setAskDraft(false)
          setRound((n) => n + 1)
        }}
      />
    </PageShell>
  )
})

/** The composer (post): a post or, for verified accounts, a long article; the draft survives everything but a send. */
function PostPage() {
  return (
    <LoginGate path={PATH} text={POST_TEXTS.loginNeeded}>
      <PostContent />
    </LoginGate>
  )
}

export default PostPage
