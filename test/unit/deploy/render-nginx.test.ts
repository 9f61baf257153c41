import { readFileSync } from 'node:fs'
import { ENDPOINTS, type EndpointSpec } from '@shared/api'
import { apiLocations } from '../../../scripts/deploy/api-routes'
import { apiOrigins, contentSecurityPolicy, frameHosts, inlineScriptHashes } from '../../../scripts/deploy/csp'
import { contentSecurityPolicy as serverPolicy } from '../../../server/security-headers'
import {
  BODY_TOO_LARGE,
  fillTemplate,
  readSettings,
  renderNginx,
  TEMPLATE_PATH,
  tokenPathRedactions,
} from '../../../scripts/deploy/render-nginx'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { errorEnvelope } from '../../../server/http/envelope'

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
  it('lets the web-view page frame the broker’s domains and the deployment’s partner sites, nothing else', () => {
    const env = { BROKER_DOMAINS: 'broker.com', NGINX_FRAME_HOSTS: 'eastmoney.com, cninfo.com.cn javascript:x' }
    expect(frameHosts(env)).toEqual(['broker.com', 'eastmoney.com', 'cninfo.com.cn'])
    const csp = contentSecurityPolicy({ indexHtml: INDEX, buildEnv: env, mediaOrigins: [], frameAncestors: "'self'" })
    expect(csp).toContain(
      'frame-src broker.com *.broker.com eastmoney.com *.eastmoney.com cninfo.com.cn *.cninfo.com.cn;',
    )
    expect(
      contentSecurityPolicy({ indexHtml: INDEX, buildEnv: {}, mediaOrigins: [], frameAncestors: "'self'" }),
    ).toContain("frame-src 'none';")
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

describe('the service worker’s policy (docs/product.md §8.6)', () => {
  const input = {
    indexHtml: INDEX,
    buildEnv: {},
    mediaOrigins: ['https://cdn.broker.com'],
    frameAncestors: "'self'",
  }
  it('lets pages start only the site’s own worker, and the worker fetch content images from the media origins', () => {
    expect(contentSecurityPolicy(input)).toContain("worker-src 'self';")
    expect(contentSecurityPolicy(input)).toContain("connect-src 'self' blob:;")
    expect(contentSecurityPolicy(input, true)).toContain("connect-src 'self' blob: https://cdn.broker.com;")
  })
  it('sends sw.js revalidated every time, with the worker’s policy', () => {
    const conf = renderNginx(template, settings({ NGINX_MEDIA_ORIGINS: 'https://cdn.broker.com' }), INDEX, {})
    const block = /location = \/community\/sw\.js \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    expect(block).toContain('add_header Cache-Control "no-cache" always;')
    expect(block).toContain("connect-src 'self' blob: https://cdn.broker.com;")
    expect(block).toContain('add_header x-content-type-options "nosniff" always;')
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

describe('body limits and the access log', () => {
  const conf = renderNginx(template, settings(), INDEX, {})
  const bytes = (size: string) => Number(size.slice(0, -1)) * (size.endsWith('m') ? 1 << 20 : 1024)

  it('takes an image at the composer’s limit and its form on the upload path, and 1 MB elsewhere', () => {
    const upload =
      /location = \/community-admin\/front\/upload\/image \{[^}]*?client_max_body_size (\d+[km]);[^}]*?proxy_pass http:\/\/10\.0\.0\.5:8080;/.exec(
        conf,
      )
    expect(upload).not.toBeNull()
    const limit = bytes(upload?.[1] ?? '0k')
    // A form's part headers and auth fields take a few hundred bytes; the margin leaves room for any of them.
    expect(limit - CONTENT_LIMITS.imageBytes).toBeGreaterThanOrEqual(64 * 1024)
    expect(limit - CONTENT_LIMITS.imageBytes).toBeLessThanOrEqual(2 << 20)
    expect(conf.match(/client_max_body_size \S+;/g)).toEqual([
      'client_max_body_size 1m;',
      `client_max_body_size ${upload?.[1]};`,
    ])
  })

  it('answers a body over the limit with the server’s own 413 envelope', () => {
    expect(BODY_TOO_LARGE).toEqual(errorEnvelope(413, '请求内容过大'))
    const body = /return 413 '([^']*)';/.exec(conf)?.[1] ?? ''
    expect(JSON.parse(body)).toEqual(BODY_TOO_LARGE)
  })

  it('logs a path with a token in it with the token replaced by a dash', () => {
    // Today's table carries no token in a path (the one that did was never called and is gone): no line. A backend
    // that brings one back gets its redaction from the table, as this one shows.
    expect(tokenPathRedactions('community')).toEqual([])
    const relation: EndpointSpec = {
      method: 'GET',
      form: 'getJson',
      base: 'main',
      path: '/{product}-admin/front/userFollow/relation/{token}/{id}',
    }
    const lines = tokenPathRedactions('community', { relation })
    expect(lines).toHaveLength(1)
    const match = /^"~(.+)" \$community_head-\$community_tail;$/.exec(lines[0])
    const pattern = new RegExp(match?.[1] ?? 'no line')
    const logged = (uri: string) => {
      const m = pattern.exec(uri)
      return m ? `${m.groups?.community_head}-${m.groups?.community_tail}` : uri
    }
    expect(logged('/community-admin/front/userFollow/relation/abc%2B%3D/acc-10002?token=x')).toBe(
      '/community-admin/front/userFollow/relation/-/acc-10002',
    )
    expect(logged('//community-admin/front//userFollow/relation/abc/acc-1')).toBe(
      '//community-admin/front//userFollow/relation/-/acc-1',
    )
    expect(logged('/community-admin/front/public/getVersion')).toBe('/community-admin/front/public/getVersion')
  })
})
