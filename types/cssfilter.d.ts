/** The part of cssfilter (the CSS filter `xss` is built on) that types/article-style.ts uses: it ships no types. */
declare module 'cssfilter' {
  /** A property's check: true allows any value; a function or pattern judges the value. */
  type ValueCheck = boolean | RegExp | ((value: string) => boolean)

  export interface FilterCSSOptions {
    whiteList?: Record<string, ValueCheck>
    onAttr?: (name: string, value: string) => string | void
    onIgnoreAttr?: (name: string, value: string) => string | void
    safeAttrValue?: (name: string, value: string) => string
  }

  export class FilterCSS {
    constructor(options?: FilterCSSOptions)
    /** The allowed declarations, `name:value; ` each, without the rest. */
    process(css: string): string
  }
}
