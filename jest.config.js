// Jest projects: pure code and stores (node), components (jsdom + Taro), the reference server (node),
// and the checks that need built output (browser end-to-end, weapp boot), run after the builds.
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@shared/(.*)$': '<rootDir>/types/$1',
  '\\.(css|scss|less)$': '<rootDir>/test/support/style-stub.js',
}
const transform = { '^.+\\.(t|j)sx?$': 'babel-jest', '^.+\\.mjs$': 'babel-jest' }
const common = { moduleNameMapper, transform, setupFiles: [] }

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/support/unit-setup.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
    },
  ],
  coverageThreshold: {
    './src/lib/': { lines: 90 },
  },
}
