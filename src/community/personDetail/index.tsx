import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Modal } from '@/components/kit'
import { ProfileEditor } from '@/components/people'
import { LoginGate, PageShell, loadableShellState } from '@/components/shell'
import { useLoadable } from '@/hooks'
import { ACCOUNT_INTERFLOW } from '@/lib/ab-test'
import { openAppFunction } from '@/navigation'
import type { ReadonlyDeep } from '@/lib'
import {
  useReportAppFunction,
  useSession,
  useAccountSettings,
  type AccountProfile,
  type AccountSettingsStore,
} from '@/stores'
import './index.css'

const PATH = 'community/personDetail/index'

export const PERSON_TEXTS = {
  loginNeeded: '登录后管理个人资料',
  verification: '认证信息',
  realName: '实名认证',
  fundAccount: '资金账号',
  riskLevel: '风险等级',
  interflow: '账户互通',
  interflowAction: '去开通',
  yes: '已认证',
  no: '未认证',
  bound: '已绑定',
  unboundYet: '未绑定',
  bindings: '绑定的账号',
  noBindings: '没有绑定第三方账号',
  unbind: '解除绑定',
  unbindConfirm: (name: string) => `确定解除与「${name}」的绑定吗？解除后将无法用它登录。`,
  outerTypes: { wx: '微信', qq: 'QQ', weibo: '微博' } as Record<string, string>,
  cancellation: '注销账号',
  apply: '申请注销',
  notAllowed: '暂时无法注销',
  consequencesTitle: '注销后将发生什么',
  consequences:
    '注销后，你的昵称、头像、动态、评论、关注和收藏将被清除且无法恢复；提交后 7 天内可以撤销，之后注销生效。',
  continue: '继续注销',
  finalTitle: '确认注销',
  finalContent: '确定注销这个账号吗？',
  confirmCancel: '确认注销',
  pending: (date: string) => `注销申请已于 ${date} 提交，7 天内可撤销`,
  revert: '撤销注销',
  logout: '退出登录',
  logoutConfirm: '确定退出登录吗？',
} as const

type Dialog =
  | null
  | { kind: 'unbind'; outerType: string; name: string }
  | { kind: 'reason'; text: string }
  | 'consequences'
  | 'final'
  | 'logout'

const Settings = observer(function Settings({
  profile,
  store,
}: {
  profile: AccountProfile
  store: ReadonlyDeep<AccountSettingsStore>
}) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const reportAppFunction = useReportAppFunction()
  const close = () => setDialog(null)
  const openInterflow = () =>
    void openAppFunction({ functionId: ACCOUNT_INTERFLOW.functionId, params: { from: 'community' } }, reportAppFunction)
  const startCancellation = async () => {
    const status = await store.recheck(profile).catch(() => null)
    if (!status) return
    setDialog(status.allowed ? 'consequences' : { kind: 'reason', text: status.reason ?? PERSON_TEXTS.notAllowed })
  }
  const { auth, cancellation } = profile
  const unbinding = dialog !== null && typeof dialog === 'object' && dialog.kind === 'unbind' ? dialog : null
  const refusal = dialog !== null && typeof dialog === 'object' && dialog.kind === 'reason' ? dialog : null
  return (
    <View className="person-detail">
      <ProfileEditor profile={profile} store={store} />
      <View className="person-section" data-testid="person-verification">
        <Text className="person-section__title">{PERSON_TEXTS.verification}</Text>
        <View className="person-row">
          <Text className="person-row__label">{PERSON_TEXTS.realName}</Text>
          <Text className="person-row__value">{auth.realName ? PERSON_TEXTS.yes : PERSON_TEXTS.no}</Text>
        </View>
        <View className="person-row">
          <Text className="person-row__label">{PERSON_TEXTS.fundAccount}</Text>
          <Text className="person-row__value">
            {auth.fundAccountBound ? PERSON_TEXTS.bound : PERSON_TEXTS.unboundYet}
          </Text>
        </View>
        {profile.interflow ? (
          <View className="person-row" data-testid="person-interflow">
            <Text className="person-row__label">{PERSON_TEXTS.interflow}</Text>
            <Text className="person-row__action" onClick={openInterflow}>
              {PERSON_TEXTS.interflowAction}
            </Text>
          </View>
        ) : null}
        {auth.riskLevel ? (
          <View className="person-row">
            <Text className="person-row__label">{PERSON_TEXTS.riskLevel}</Text>
            <Text className="person-row__value">{auth.riskLevel}</Text>
          </View>
        ) : null}
      </View>
      <View className="person-section" data-testid="person-bindings">
        <Text className="person-section__title">{PERSON_TEXTS.bindings}</Text>
        {profile.bindings.length === 0 ? <Text className="person-row__empty">{PERSON_TEXTS.noBindings}</Text> : null}
        {profile.bindings.map((binding) => {
          const type = PERSON_TEXTS.outerTypes[binding.outerType] ?? binding.outerType
          return (
            <View key={binding.outerType} className="person-row" data-testid="person-binding">
              <Text className="person-row__label">{`${type} · ${
                binding.outerType === 'wx' && profile.wx?.bound && profile.wx.nickName
                  ? profile.wx.nickName
                  : binding.nickName
              }`}</Text>
              <Text
                className="person-row__action"
                data-testid="person-unbind"
                onClick={() => setDialog({ kind: 'unbind', outerType: binding.outerType, name: type })}
              >
                {PERSON_TEXTS.unbind}
              </Text>
            </View>
          )
        })}
      </View>
      <View className="person-section" data-testid="person-cancellation" data-status={cancellation.status}>
        <Text className="person-section__title">{PERSON_TEXTS.cancellation}</Text>
        {cancellation.status === 'pending' ? (
          <View className="person-row">
            <Text className="person-row__label">{PERSON_TEXTS.pending(cancellation.applyDate ?? '')}</Text>
            <Text
              className="person-row__action"
              data-testid="person-revert"
              onClick={() => void store.revertCancellation(profile)}
            >
              {PERSON_TEXTS.revert}
            </Text>
          </View>
        ) : (
          <Text
            className="person-row__action person-row__action--danger"
            data-testid="person-apply"
            onClick={() => void startCancellation()}
          >
            {PERSON_TEXTS.apply}
          </Text>
        )}
      </View>
      <Text className="person-logout" data-testid="person-logout" onClick={() => setDialog('logout')}>
        {PERSON_TEXTS.logout}
      </Text>
      <Modal
        visible={unbinding !== null}
        content={unbinding ? PERSON_TEXTS.unbindConfirm(unbinding.name) : ''}
        onCancel={close}
        onConfirm={() => {
          if (unbinding) void store.unbind(profile, unbinding.outerType)
          close()
        }}
      />
      <Modal
        visible={refusal !== null}
        title={PERSON_TEXTS.notAllowed}
        content={refusal?.text ?? ''}
        showCancel={false}
        onConfirm={close}
      />
      <Modal
        visible={dialog === 'consequences'}
        title={PERSON_TEXTS.consequencesTitle}
        content={PERSON_TEXTS.consequences}
        confirmText={PERSON_TEXTS.continue}
        onCancel={close}
        onConfirm={() => setDialog('final')}
      />
      <Modal
        visible={dialog === 'final'}
        title={PERSON_TEXTS.finalTitle}
        content={PERSON_TEXTS.finalContent}
        confirmText={PERSON_TEXTS.confirmCancel}
        onCancel={close}
        onConfirm={() => {
          close()
          void store.applyCancellation(profile)
        }}
      />
      <Modal
        visible={dialog === 'logout'}
        content={PERSON_TEXTS.logoutConfirm}
        onCancel={close}
        onConfirm={() => {
          close()
          void store.logout()
        }}
      />
    </View>
  )
})

/** Profile and account settings (person-detail): nickname, avatar and introduction to edit, verification, bindings, cancellation, log out. */
const Profile = observer(function Profile() {
  const session = useSession()
  const store = useAccountSettings()
  const profile = useLoadable(() => store.profile(), session.token)
  return (
    <PageShell path={PATH} {...loadableShellState(profile)}>
      {profile.data ? <Settings profile={profile.data} store={store} /> : null}
    </PageShell>
  )
})

function PersonDetailPage() {
  return (
    <LoginGate path={PATH} text={PERSON_TEXTS.loginNeeded}>
      <Profile />
    </LoginGate>
  )
}

export default PersonDetailPage
