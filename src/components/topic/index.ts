export { TopicRow, topicMeta } from './TopicRow'
export { TOPIC_TEXTS } from './texts'
