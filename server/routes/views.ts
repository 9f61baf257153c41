// Temporary: comments.ts still imports the cards from here while another change to it lands; they live in
// server/domain/content. Removed with comments.ts's move to the domain.
export * from '../domain/content'
