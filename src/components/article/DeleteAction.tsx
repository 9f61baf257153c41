import { Text } from '@tarojs/components'
import { useState } from 'react'
import { Modal } from '@/components/kit'
import './article.css'

export const DELETE_TEXTS = {
  delete: '删除',
  confirmContent: '删除后不可恢复，确定删除吗？',
  confirmComment: '确定删除这条评论吗？',
} as const

/** 删除 for the viewer's own content, always behind a confirm (docs/product.md §4.9). */
export function DeleteAction({
  confirm,
  onDelete,
  testId = 'delete-action',
}: {
  confirm: string
  onDelete: () => void
  testId?: string
}) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Text
        className="delete-action"
        data-testid={testId}
        onClick={(event) => {
          event.stopPropagation()
          setAsking(true)
        }}
      >
        {DELETE_TEXTS.delete}
      </Text>
      <Modal
        visible={asking}
        content={confirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          onDelete()
        }}
      />
    </>
  )
}
