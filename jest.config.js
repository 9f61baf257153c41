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
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/component/**/*.test.tsx'],
      setupFiles: ['<rootDir>/test/support/component-setup.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(@tarojs|@babel/runtime/helpers/esm)/)'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
    },
    // Need built output (dist/h5, dist/weapp): run by scripts/test.ts after the builds.
    { ...common, displayName: 'weapp', testEnvironment: 'node', testMatch: ['<rootDir>/test/weapp/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'] },
    { ...common, displayName: 'qa', testEnvironment: 'node', testMatch: ['<rootDir>/test/qa/**/*.test.ts'] },
  ],
  coverageThreshold: {
    './src/lib/': { lines: 90 },
  },
}
