import { readFileSync } from 'node:fs'
import { ENDPOINTS, type EndpointSpec } from '@shared/api'
import { apiLocations } from '../../../scripts/deploy/api-routes'
import { apiOrigins, contentSecurityPolicy, inlineScriptHashes } from '../../../scripts/deploy/csp'
import { contentSecurityPolicy as serverPolicy } from '../../../server/security-headers'
import { fillTemplate, readSettings, renderNginx, TEMPLATE_PATH } from '../../../scripts/deploy/render-nginx'

const template = readFileSync(TEMPLATE_PATH, 'utf8')
const INDEX = '<html><head><script>var a=1</script><script src="/community/static/js/app.js"></script></head></html>'
const settings = (env: NodeJS.ProcessEnv = {}) =>
  readSettings({ NGINX_UPSTREAM: 'http://10.0.0.5:8080', NGINX_BROTLI_MODULE: 'off', ...env })

describe('the API locations of the site nginx', () => {
  it('cover the first path segment of every endpoint', () => {
    const prefixes = apiLocations('community').map((l) => l.prefix)
    for (const spec of Object.values(ENDPOINTS) as EndpointSpec[]) {
      const path = spec.path.replace('{product}', 'community')
      expect(prefixes.some((prefix) => path.startsWith(prefix))).toBe(true)
    }
  })
  it('split a prefix two bases share by method, and refuse one they share for the same method', () => {
    expect(apiLocations('community').find((l) => l.prefix === '/servlet/')).toEqual({
      prefix: '/servlet/',
      base: 'fund',
      byMethod: { POST: 'main' },
    })
    const clash: Record<string, EndpointSpec> = {
      a: { method: 'GET', form: 'getJson', base: 'main', path: '/x/a' },
      b: { method: 'GET', form: 'getJson', base: 'ops', path: '/x/b' },
    }
    expect(() => apiLocations('community', clash)).toThrow('GET /x/ is served by main and ops')
  })
})

describe('the content security policy', () => {
  it('allows the inline scripts of the build by hash, and the absolute API origins', () => {
    expect(inlineScriptHashes(INDEX)).toEqual(["'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='"])
    expect(apiOrigins({ API_BASE_MAIN: 'https://api.broker.com/x', API_BASE_LIVE: 'https://api.broker.com' })).toEqual([
      'https://api.broker.com',
    ])
    const csp = contentSecurityPolicy({ indexHtml: INDEX, buildEnv: {}, mediaOrigins: [], frameAncestors: "'none'" })
    expect(csp).toContain("connect-src 'self' blob:;")
    expect(csp).toMatch(/frame-ancestors 'none'$/)
  })
  it('is the reference server’s policy with the deployment’s own sources (one definition)', () => {
    const parse = (value: string) => new Map(value.split('; ').map((d) => [d.split(' ')[0], d] as const))
    const deployed = parse(
      contentSecurityPolicy({ indexHtml: INDEX, buildEnv: {}, mediaOrigins: [], frameAncestors: "'self'" }),
    )
    const served = parse(serverPolicy(["'self'"], inlineScriptHashes(INDEX)))
    expect([...deployed.keys()]).toEqual([...served.keys()])
    const ownSources = ['img-src', 'media-src', 'frame-src']
    for (const [name, directive] of served) if (!ownSources.includes(name)) expect(deployed.get(name)).toBe(directive)
  })
})

describe('rendering deploy/nginx.conf', () => {
  it('fills every placeholder and proxies each prefix to its base', () => {
    const conf = renderNginx(
      template,
      settings({ NGINX_UPSTREAM_FUND: 'https://fund.broker.com', NGINX_LISTEN: '8080' }),
      INDEX,
      {},
    )
    expect(conf).not.toMatch(/\{\{/)
    expect(conf).toContain('listen 8080;')
    expect(conf).toMatch(
      /location \^~ \/servlet\/ \{\n\s+if \(\$request_method = POST\) \{\n\s+proxy_pass http:\/\/10\.0\.0\.5:8080;/,
    )
    expect(conf).toContain('proxy_pass https://fund.broker.com;')
    expect(conf).toContain('# brotli_static: no brotli module')
  })
  it('refuses a missing upstream, an upstream with a path and a value that would break out of a directive', () => {
    expect(() => renderNginx(template, readSettings({ NGINX_BROTLI_MODULE: 'off' }), INDEX, {})).toThrow(
      /no upstream for the \w+ base/,
    )
    expect(() => renderNginx(template, settings({ NGINX_UPSTREAM_LIVE: 'http://a/b' }), INDEX, {})).toThrow(
      'NGINX_UPSTREAM_LIVE must be http(s)://host[:port]',
    )
    expect(() => renderNginx(template, settings({ NGINX_LISTEN: '80; include /etc/passwd' }), INDEX, {})).toThrow(
      'NGINX_LISTEN may not contain',
    )
  })
  it('names a placeholder without a value and a value without a placeholder', () => {
    expect(() => fillTemplate('a {{x}}', {})).toThrow('no value for {{x}}')
    expect(() => fillTemplate('a {{x}}', { x: '1', y: '2' })).toThrow('unused settings y')
    expect(fillTemplate('  {{x}}\n', { x: ['a', 'b'] })).toBe('  a\n  b\n')
  })
})
