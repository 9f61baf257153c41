// Taro's H5 getSystemInfo reads four fields of the `platform` UA-parsing library (15 KB minified):
// os.family, os.toString(), manufacturer and product. This answers those from the user agent for
// the browsers we target (package.json browserslist), which keeps the library off the first screen.
function describe(ua) {
  const ios = /iP(hone|ad|od).*? OS (\d+)[_.](\d+)/.exec(ua)
  if (ios) return { family: 'iOS', version: `${ios[2]}.${ios[3]}`, manufacturer: 'Apple', product: `iP${ios[1]}` }
  const android = /Android (\d+(?:\.\d+)*)(?:;[^;)]*)*?;\s*([^;)]+?)(?: Build\/|\))/.exec(ua)
  if (android) return { family: 'Android', version: android[1], manufacturer: null, product: android[2] }
  if (/Windows NT/.test(ua)) return { family: 'Windows', version: null, manufacturer: null, product: null }
  if (/Mac OS X/.test(ua)) return { family: 'OS X', version: null, manufacturer: 'Apple', product: null }
  if (/Linux/.test(ua)) return { family: 'Linux', version: null, manufacturer: null, product: null }
  return { family: null, version: null, manufacturer: null, product: null }
}

const facts = describe(typeof navigator === 'undefined' ? '' : navigator.userAgent || '')

export default {
  manufacturer: facts.manufacturer,
  product: facts.product,
  os: {
    family: facts.family,
    version: facts.version,
    toString() {
      return [facts.family, facts.version].filter(Boolean).join(' ')
    },
  },
}
