/** Mini-program: the page's native reach-bottom event (onReachBottomDistance) does this job. */
export function ReachBottomSentinel(_props: { onReach: () => void }) {
  return null
}
