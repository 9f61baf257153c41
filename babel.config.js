// One preset serves the Taro build and Jest (it emits CommonJS when NODE_ENV=test).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
