/** A topic's title as the community writes it, `#title#`, whether or not the server sent the marks. */
export function topicTitle(title: string): string {
  return `#${title.replace(/^#|#$/g, '')}#`
}
