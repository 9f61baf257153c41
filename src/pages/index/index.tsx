import { View, Text } from '@tarojs/components'

export default function Home() {
  return (
    <View className="home">
      <Text>投资社区</Text>
    </View>
  )
}
