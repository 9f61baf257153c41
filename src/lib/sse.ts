/**
 * Reading a text/event-stream as it arrives (the WHATWG "server-sent events" format): fields per line, an event per
 * blank line, comments (the server's keep-alive) skipped. Fed text in whatever pieces the network hands over.
 */
export interface SseEvent {
  /** 'message' when the server names none. */
  event: string
  data: string
  id?: string
}

export interface SseParser {
  push(text: string): void
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let pending = ''
  let event = ''
  let data: string[] = []
  let id: string | undefined
  const dispatch = () => {
    if (data.length > 0)
      onEvent({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) })
    event = ''
    data = []
  }
  const line = (text: string) => {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    const value = colon < 0 ? '' : text.slice(colon + (text[colon + 1] === ' ' ? 2 : 1))
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') id = value
  }
  return {
    push(text) {
      pending += text
      // A line ends at \r\n, \n or \r; a \r at the very end may be the first half of \r\n, so it waits.
      const lines = pending.split(/\r\n|\n|\r(?!$)/)
      pending = lines.pop() ?? ''
      for (const each of lines) line(each)
    },
  }
}
