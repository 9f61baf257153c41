// The direction of imports (docs/product.md §10) as rules that fail `npm test`:
// pages and components reach data only through stores and hooks; stores call the API; the API
// calls http; http and everything else sit on the platform; lib imports nothing of ours.
const { readdirSync } = require('node:fs')
const { join } = require('node:path')

/** The layers below the pages. Every other folder of src/ is a page root (Taro puts pages at their route path). */
const LAYERS = [
  'analytics',
  'api',
  'app-session',
  'components',
  'config',
  'hooks',
  'http',
  'lib',
  'navigation',
  'platform',
  'popup',
  'startup',
  'stores',
  'theme',
]
const folders = readdirSync(join(__dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
// A rule about a folder that does not exist checks nothing: say so instead of passing.
const missing = LAYERS.filter((layer) => !folders.includes(layer))
if (missing.length) throw new Error(`.dependency-cruiser.cjs names layers that do not exist: ${missing.join(', ')}`)
const PAGE_ROOTS = folders.filter((name) => !LAYERS.includes(name))

const any = (names) => `^src/(${names.join('|')})/`
const PAGES = any(PAGE_ROOTS)
const UI = any(['components', ...PAGE_ROOTS])
const SHELL_SERVICES = ['hooks', 'navigation', 'theme', 'analytics', 'popup']

module.exports = {
  forbidden: [
    {
      name: 'lib-is-pure',
      severity: 'error',
      from: { path: any(['lib']) },
      to: { path: '^src/', pathNot: ['^src/lib/', '^src/config/constants\\.ts$'] },
    },
    {
      name: 'platform-knows-no-upper-layer',
      severity: 'error',
      from: { path: any(['platform']) },
      to: {
        path: any(['http', 'api', 'stores', 'startup', 'app-session', 'components', ...SHELL_SERVICES, ...PAGE_ROOTS]),
      },
    },
    {
      name: 'http-below-api',
      severity: 'error',
      from: { path: any(['http']) },
      to: { path: any(['api', 'stores', 'startup', 'app-session', 'components', ...SHELL_SERVICES, ...PAGE_ROOTS]) },
    },
    {
      name: 'api-below-stores',
      severity: 'error',
      from: { path: any(['api']) },
      to: { path: any(['stores', 'startup', 'app-session', 'components', ...SHELL_SERVICES, ...PAGE_ROOTS]) },
    },
    {
      name: 'stores-below-ui',
      severity: 'error',
      from: { path: any(['stores']) },
      to: { path: any(['startup', 'app-session', 'components', ...SHELL_SERVICES, ...PAGE_ROOTS]) },
    },
    {
      name: 'ui-reaches-data-through-stores',
      comment: 'Pages and components read server data from stores and hooks; the platform is for hooks and navigation.',
      severity: 'error',
      from: { path: UI },
      to: { path: any(['api', 'http', 'platform', 'startup', 'app-session']) },
    },
    {
      name: 'shell-services-hold-no-data',
      comment: 'Hooks, navigation, theme, analytics and popups call no API: server data lives in stores.',
      severity: 'error',
      from: { path: any(SHELL_SERVICES) },
      to: { path: any(['api', 'http', 'app-session']) },
    },
    {
      name: 'pages-import-no-page',
      comment:
        "Each page is an entry of its own in the mini-program: code one page takes from another is not there at run time. Shared code belongs in a layer; a page may share its folder's stylesheet.",
      severity: 'error',
      from: { path: `${PAGES}([^/]+)/` },
      to: { path: PAGES, pathNot: ['^src/$1/$2/', '\\.css$'] },
    },
    {
      name: 'stores-reached-through-their-hooks',
      comment:
        "Everything above the stores reaches them one way, through what src/stores/index.ts exports (the hooks, the views' types). A store only some pages use stays lazy behind its hook: index.ts re-exports it, so its code loads only with the pages that call that hook.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/stores/' },
      to: { path: '^src/stores/', pathNot: '^src/stores/index\\.ts$' },
    },
    {
      name: 'shared-ui-below-pages',
      severity: 'error',
      from: { path: any(['components', ...SHELL_SERVICES]) },
      to: { path: PAGES },
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
    {
      name: 'routes-reach-data-through-domain',
      comment:
        'A route reads the input, calls server/domain and answers: the rules and all their SQL live in the domain modules, so a route never opens the database itself.',
      severity: 'error',
      from: { path: '^server/routes/', pathNot: '^server/routes/define\\.ts$' },
      to: { path: '^server/db/' },
    },
    {
      name: 'route-context-only-carries-the-database',
      comment: "define.ts's RouteContext hands the database to the domain: it may name its type, nothing more.",
      severity: 'error',
      from: { path: '^server/routes/define\\.ts$' },
      to: { path: '^server/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-knows-no-http-framework',
      comment:
        'Domain modules take plain inputs and return plain results (or throw ApiError): no Fastify, no request or reply, and nothing of the routes, so they run in a unit test on an in-memory database.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: ['^node_modules/(fastify|@fastify)/', '^server/routes/'] },
    },
    {
      name: 'app-loads-no-request-schemas',
      comment:
        'types/requests holds the TypeBox schemas the server validates with; the app (and the contract it loads) take only their types, so TypeBox stays out of the client bundle.',
      severity: 'error',
      from: { path: '^(src|types)/', pathNot: '^types/requests/' },
      to: { path: ['^types/requests/', '^node_modules/@sinclair/typebox/'], dependencyTypesNot: ['type-only'] },
    },
    { name: 'no-circular', severity: 'error', from: { path: '^src/' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    // node_modules is not followed but stays in the graph, so a rule can refuse a package (Fastify in server/domain).
    exclude: { path: '^(dist|coverage)/' },
  },
}
