// The direction of imports (design.md) as rules: pages may use everything below them,
// lib imports nothing of ours, platform knows no store or page, server and src share only types.
const layer = (name) => `^src/${name}/`
module.exports = {
  forbidden: [
    {
      name: 'lib-is-pure',
      severity: 'error',
      from: { path: layer('lib') },
      to: { path: '^src/', pathNot: ['^src/lib/', '^src/config/constants\\.ts$'] },
    },
    {
      name: 'platform-knows-no-upper-layer',
      severity: 'error',
      from: { path: layer('platform') },
      to: {
        path: '^src/(http|api|stores|startup|components|hooks|pages|community|activity|topics|etf|etfMargin|monetary_circle|navigation|analytics|theme)/',
      },
    },
    {
      name: 'http-below-api',
      severity: 'error',
      from: { path: layer('http') },
      to: {
        path: '^src/(api|stores|startup|components|hooks|pages|community|activity|topics|etf|etfMargin|monetary_circle)/',
      },
    },
    {
      name: 'api-below-stores',
      severity: 'error',
      from: { path: layer('api') },
      to: {
        path: '^src/(stores|startup|components|hooks|pages|community|activity|topics|etf|etfMargin|monetary_circle)/',
      },
    },
    {
      name: 'stores-below-ui',
      severity: 'error',
      from: { path: layer('stores') },
      to: { path: '^src/(components|hooks|pages|community|activity|topics|etf|etfMargin|monetary_circle)/' },
    },
    {
      name: 'shared-ui-below-pages',
      severity: 'error',
      from: { path: '^src/(components|hooks|navigation|theme|analytics)/' },
      to: { path: '^src/(pages|community|activity|topics|etf|etfMargin|monetary_circle|subPackages-stock)/' },
    },
    {
      name: 'server-shares-only-types',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'app-does-not-import-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    { name: 'no-circular', severity: 'error', from: { path: '^src/' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '^(dist|coverage|node_modules)/' },
  },
}
