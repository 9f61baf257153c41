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
      moduleNameMapper: { ...moduleNameMapper, '^@tarojs/taro$': '<rootDir>/test/support/taro-unit-stub.ts' },
    },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/component/**/*.test.tsx'],
      setupFiles: ['<rootDir>/test/support/component-setup.ts'],
      testEnvironmentOptions: { url: 'http://localhost/community/', customExportConditions: ['node', 'node-addons'] },
      moduleNameMapper: {
        ...moduleNameMapper,
        '^@tarojs/taro$': '<rootDir>/node_modules/@tarojs/test-utils-react/dist/jest/runtime/taro-h5.js',
        '^@tarojs/components$': '<rootDir>/node_modules/@tarojs/components/lib/react/index.js',
      },
      // Taro's web runtime ships ES modules, and so do a few of its dependencies.
      transformIgnorePatterns: [
        '^(?!.*/node_modules/(@tarojs|@stencil|swiper|ssr-window|dom7|lodash-es|query-string|decode-uri-component|split-on-first|filter-obj)/).*/node_modules/',
      ],
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
    // WebKit (the iOS web view's engine) through WebKitWebDriver: test/support/webkit.ts.
    { ...common, displayName: 'webkit', testEnvironment: 'node', testMatch: ['<rootDir>/test/webkit/**/*.test.ts'] },
  ],
  // The core layers (issue: at least 90% of lines each); pages and UI are covered by component and e2e tests.
  collectCoverageFrom: ['src/{lib,platform,http,api,stores,startup}/**/*.{ts,tsx}'],
  coverageThreshold: {
    './src/lib/': { lines: 90 },
    './src/platform/': { lines: 90 },
    './src/http/': { lines: 90 },
    './src/api/': { lines: 90 },
    './src/stores/': { lines: 90 },
    './src/startup/': { lines: 90 },
  },
}
