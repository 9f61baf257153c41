// Taro loads a project's own PostCSS plugin by its file and calls what the file exports. The rule is
// config/font-scale-css.ts; by the time Taro loads plugins it no longer compiles the config folder's TypeScript, so
// this file registers the compiler for that one file again, the way Taro's own config loading does.
require('@tarojs/helper').createSwcRegister({ only: [require.resolve('./font-scale-css.ts')] })
module.exports = () => require('./font-scale-css.ts').fontScaleCss()
