/**
 * Tests that tap the same thing twice on purpose (like, then unlike) tap faster than a person can:
 * within DURATIONS.doubleTapMs the second tap is the second half of a double tap and is ignored.
 * This moves Date.now past that window, so the next tap counts as a tap of its own.
 */
import { DURATIONS } from '@/config/constants'

const realNow = Date.now.bind(Date)
let offset = 0

export function laterTap(): void {
  offset += DURATIONS.doubleTapMs
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset)
}
