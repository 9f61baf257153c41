/** What the topic pages say. */
export const TOPIC_TEXTS = {
  reads: '阅读',
  discussions: '讨论',
  missing: '话题不存在或已下线',
  empty: '还没有人参与这个话题',
  participants: '人参与',
  articles: '篇内容',
  recentParticipants: '最近参与讨论的人',
} as const
