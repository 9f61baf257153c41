/** A shared jest.fn() for Taro.request (jest.mock factories are hoisted and require this module). */
export const taroRequest = jest.fn()
export const taroShowToast = jest.fn(() => Promise.resolve())
