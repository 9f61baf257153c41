/** `npm run bench:feed -- --why`: what each long task of the fling was, from the page's long animation frames. */
import { describeLongTasks, type FrameRecord } from '../../scripts/bench-feed-h5'

const frame = (over: Partial<FrameRecord>): FrameRecord => ({
  start: 1000,
  duration: 80,
  renderStart: 0,
  scripts: [],
  ...over,
})

describe('describeLongTasks', () => {
  it("names a step's script and the layout it forced, and what no script accounts for", () => {
    const frames = [
      frame({
        scripts: [
          { start: 1000, duration: 52, name: 'TimerHandler:setTimeout (app.js)', layout: 44 },
          { start: 1070, duration: 5, name: 'FrameRequestCallback (inline)', layout: 0 },
        ],
      }),
    ]
    expect(describeLongTasks([{ start: 1000, duration: 59 }], frames)).toEqual([
      '59 ms at 1.0 s: TimerHandler:setTimeout (app.js) 52 ms (layout 44 ms), unaccounted 7 ms',
    ])
  })

  it("counts the frame's rendering when the task drew the frame", () => {
    const frames = [frame({ start: 2000, duration: 60, renderStart: 2010 })]
    expect(describeLongTasks([{ start: 2000, duration: 60 }], frames)).toEqual([
      "60 ms at 2.0 s: the frame's rendering 50 ms, unaccounted 10 ms",
    ])
  })

  it('says so when no long animation frame holds the task', () => {
    expect(describeLongTasks([{ start: 5000, duration: 51 }], [frame({})])).toEqual([
      '51 ms at 5.0 s: no long animation frame holds it',
    ])
  })
})
