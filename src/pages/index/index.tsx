import { View, Text } from '@tarojs/components'
import { PageShell } from '@/components/shell'

export default function Home() {
  return (
    <PageShell>
      <View className="home">
        <Text>投资社区</Text>
      </View>
    </PageShell>
  )
}
