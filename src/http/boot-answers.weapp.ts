/** The mini-program has no HTML page to carry answers (see boot-answers.ts): every call asks the server. */
export function takeBootAnswer(_method: string, _url: string): { statusCode: number; data: unknown } | undefined {
  return undefined
}

export function resetBootAnswers(): void {}
