/**
 * Taro for the node unit tests, which have no Taro runtime (its web build is ES modules that need a DOM). The
 * stores' index loads every store module, and a few of those (the composer's upload and image picker) import Taro
 * without calling it when loaded; a test that exercises Taro's calls mocks them itself (jest.mock with a factory).
 */
const taro: Record<string, unknown> = {}
export default taro
