import TestUtils from '@tarojs/test-utils-react'
import { render, screen, fireEvent } from '@testing-library/react'
import { View, Text } from '@tarojs/components'
import { useState } from 'react'

function Counter() {
  const [n, setN] = useState(0)
  return (
    <View className="counter" onClick={() => setN(n + 1)}>
      <Text>点了{n}次</Text>
    </View>
  )
}

// Both ways of rendering a Taro component in jsdom must keep working: pages use either.
it('renders Taro components and reacts to taps', () => {
  const { unmount } = render(<Counter />)
  fireEvent.click(screen.getByText('点了0次'))
  expect(screen.getByText('点了1次')).toBeTruthy()
  unmount()
})

it('mounts with @tarojs/test-utils-react and fires taps', async () => {
  const utils = new TestUtils()
  await utils.mount(Counter)
  const node = await utils.queries.waitForQuerySelector('.counter')
  utils.fireEvent.click(node as Element)
  await utils.act(async () => {})
  expect(document.body.textContent).toContain('点了1次')
})
