export * from './shell'
export * from './kit'
