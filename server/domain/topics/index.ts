/**
 * Topics (docs/product.md §4.12): lists, detail, posts and polls. Other areas and the routes import from here,
 * never from the files behind it.
 */
export { IN_TOPIC, TOPIC_MESSAGES, TOPIC_SELECT, toTopic, type TopicRow } from './cards'
export {
  activityOverview,
  allTopics,
  hotTopicPosts,
  recommendedTopics,
  searchTopics,
  topicDetail,
  topicFeed,
  topicsAt,
} from './lists'
export { topicPoll, voteOnTopic } from './votes'
