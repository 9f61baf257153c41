/** Mini-program: the Textarea's own autoHeight grows it with its text; nothing to measure. */
export function useGrowingTextarea(_text: string): (host: unknown) => void {
  return noRef
}

function noRef(): void {}
