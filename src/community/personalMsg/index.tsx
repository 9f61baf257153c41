import { Text, View } from '@tarojs/components'
import type { MessageBox } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { Badge, Tabs, badgeText, type TabItem, Picture } from '@/components/kit'
import { EmptyView, ErrorView, LoadingView, LoginGate, PagedListFooter, PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { timeAgo, type ReadonlyDeep } from '@/lib'
import { openAccount, openRoute } from '@/navigation'
import { useMessages, type MessageEntity, type MessageStore } from '@/stores'
import './index.css'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'

const PATH = 'community/personalMsg/index'

export const MESSAGE_TEXTS = {
  boxes: { comment: '评论', praise: '赞', follow: '关注', system: '通知' } as Record<MessageBox, string>,
  empty: {
    comment: '还没有人评论你',
    praise: '还没有人赞过你',
    follow: '还没有新的关注',
    system: '暂无通知',
  } as Record<MessageBox, string>,
  readAll: '全部已读',
  loginNeeded: '登录后查看消息',
  actions: { comment: '评论了你', reply: '回复了你', praise: '赞了你', follow: '关注了你', system: '' },
  system: '系统通知',
} as const

const BOXES: readonly MessageBox[] = ['comment', 'praise', 'follow', 'system']

/** Opening a message marks it read, then goes where it points: the item, or the account that followed. */
function openTarget(message: MessageEntity): void {
  if (message.type === 'follow' && message.from) void openAccount(message.from.accountId, message.from.kind)
  else if (message.articleId)
    void openRoute('community/articleDetail/index', { articleId: message.articleId, source: 'post' })
}

const MessageRow = observer(function MessageRow({
  message,
  store,
}: {
  message: MessageEntity
  store: ReadonlyDeep<MessageStore>
}) {
  const from = message.from
  return (
    <View
      className={`message-row${message.read ? '' : ' message-row--unread'}`}
      data-testid="message-row"
      data-read={message.read ? '1' : '0'}
      onClick={() => {
        void store.markRead(message)
        openTarget(message)
      }}
    >
      {from ? (
        <Picture imgProps={DECORATIVE_IMAGE} className="message-row__avatar" src={from.avatar} mode="aspectFill" />
      ) : (
        <View className="message-row__avatar message-row__avatar--system" />
      )}
      <View className="message-row__main">
        <Text className="message-row__who">
          {from ? `${from.nickName} ${MESSAGE_TEXTS.actions[message.type]}` : MESSAGE_TEXTS.system}
        </Text>
        {message.content ? <Text className="message-row__content">{message.content}</Text> : null}
        <Text className="message-row__time">{timeAgo(message.createdDate)}</Text>
      </View>
      {message.read ? null : <Badge dot />}
    </View>
  )
})

const BoxList = observer(function BoxList({ box, store }: { box: MessageBox; store: ReadonlyDeep<MessageStore> }) {
  const list = useListQuery(() => store.box(box), box)
  if (list.loading) return <LoadingView />
  if (list.items.length === 0) {
    return list.error ? <ErrorView onRetry={() => void list.retry()} /> : <EmptyView text={MESSAGE_TEXTS.empty[box]} />
  }
  return (
    <View data-testid={`messages-${box}`}>
      {store.unread[box] > 0 ? (
        <Text
          className="messages__read-all"
          data-testid="messages-read-all"
          onClick={() => void store.markBoxRead(box, list.items)}
        >
          {MESSAGE_TEXTS.readAll}
        </Text>
      ) : null}
      {list.items.map((message) => (
        <MessageRow key={message.msgId} message={message} store={store} />
      ))}
      <PagedListFooter list={list} />
    </View>
  )
})

/** The viewer's boxes, their counts asked again on opening. */
const Messages = observer(function Messages() {
  const store = useMessages()
  const [box, setBox] = useState<MessageBox>('comment')
  useEffect(() => {
    void store.refreshUnread()
  }, [store])
  const tabs: TabItem<MessageBox>[] = BOXES.map((key) => ({
    key,
    label:
      store.unread[key] > 0 ? `${MESSAGE_TEXTS.boxes[key]} ${badgeText(store.unread[key])}` : MESSAGE_TEXTS.boxes[key],
  }))
  return (
    <PageShell path={PATH} onRefresh={() => store.refreshUnread()}>
      <Tabs items={tabs} active={box} onChange={setBox} testId="messages-tab" />
      <BoxList key={box} box={box} store={store} />
    </PageShell>
  )
})

/** Messages (personal-msg): comments and replies, likes, follows and notices, each box with its unread count. */
function PersonalMsgPage() {
  return (
    <LoginGate path={PATH} text={MESSAGE_TEXTS.loginNeeded}>
      <Messages />
    </LoginGate>
  )
}

export default PersonalMsgPage
