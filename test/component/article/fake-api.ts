/** The article tests' fake API: the one the stores of test/support/store-env call. */
export { fakeApi as api, resetFakeApi } from '../../support/store-env'
