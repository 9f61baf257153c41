/**
 * The H5 build's text files: the build writes a `.br` and a `.gz` beside each (scripts/deploy/precompress.ts),
 * the reference server (static.ts) and nginx (deploy/nginx.conf) send the one the request accepts.
 */
export const PRECOMPRESSED_TEXT = /\.(?:js|css|html|svg|json|txt)$/
