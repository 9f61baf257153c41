/** The mini-program has no HTML page to carry answers (see boot-answers.ts): every call asks the server. */
export function takeBootAnswer(_method: string, _url: string): { statusCode: number; data: unknown } | undefined {
  return undefined
}

/** Nor an inline loader that starts calls early. */
export function takeEarlyAnswer(
  _method: string,
  _url: string,
  _body: string | Record<string, unknown> | undefined,
): Promise<{ statusCode: number; data: unknown } | null> | undefined {
  return undefined
}

export function resetBootAnswers(): void {}
