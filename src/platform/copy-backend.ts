/** Where offline copies are stored (copy-storage.ts per target): an asynchronous key-value store of strings. */
export interface CopyBackend {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
  del(key: string): Promise<void>
}
