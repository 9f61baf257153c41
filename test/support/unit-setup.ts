// Pure-code tests run in Node; Taro's web runtime reads the platform from here.
process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
process.env.TARO_PLATFORM = process.env.TARO_PLATFORM || 'web'
