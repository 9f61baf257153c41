import { Button, Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import { useShareAppMessage } from '@tarojs/taro'
import type { PageInfo, ShowRoleBenefit } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { LoginGate, PageShell, loadableShellState } from '@/components/shell'
import { findRoute } from '@/config/routes'
import { shareCard, useLoadable } from '@/hooks'
import { formatDateDisplay, type ReadonlyDeep } from '@/lib'
import { isMiniProgramBuild, sitePageAddress } from '@/navigation'
import { SHOW_ROLE_TEXTS, useSession, useShowRole, type ShowRoleState, type ShowRoleStore } from '@/stores'
import './index.css'
import { CONTENT_IMAGE } from '@/components/kit/image-alt'

const PATH = 'activity/showRole/index'
const PAGE_ID = findRoute(PATH)?.pageCode ?? PATH

export const SHOW_ROLE_PAGE_TEXTS = {
  loginNeeded: '登录后查看我的徽章和福利',
  badges: '我的徽章',
  worn: '佩戴中',
  wear: '佩戴',
  locked: '未获得',
  benefits: '徽章福利',
  claim: '领取',
  claimed: '已领取',
  lockedBenefit: '未解锁',
  poster: '晒徽章海报',
  posterHint: '生成带徽章的海报，保存到相册或分享给好友',
  makePoster: '生成海报',
  save: '保存到相册',
  share: '分享',
  shareContent: '我在投资社区点亮了徽章，一起来领福利',
} as const

function benefitState(benefit: ReadonlyDeep<ShowRoleBenefit>): {
  text: string
  state: 'claimed' | 'claimable' | 'locked'
} {
  if (benefit.claimed) return { text: SHOW_ROLE_PAGE_TEXTS.claimed, state: 'claimed' }
  if (benefit.claimable) return { text: SHOW_ROLE_PAGE_TEXTS.claim, state: 'claimable' }
  return { text: SHOW_ROLE_PAGE_TEXTS.lockedBenefit, state: 'locked' }
}

const Badges = observer(function Badges({ info, store }: { info: ShowRoleState; store: ReadonlyDeep<ShowRoleStore> }) {
  // One handler: only an owned badge not yet worn is sent; the others are just shown.
  const wear = (badgeId: string) => {
    const badge = info.badges.find((b) => b.badgeId === badgeId)
    if (badge?.owned && !badge.worn) void store.wear(info, badgeId)
  }
  return (
    <View className="show-role__card" data-testid="show-role-badges">
      <Text className="show-role__title">{SHOW_ROLE_PAGE_TEXTS.badges}</Text>
      <View className="show-role__badges">
        {info.badges.map((badge) => (
          <View
            key={badge.badgeId}
            className={`show-role__badge${badge.owned ? '' : ' show-role__badge--locked'}`}
            data-testid="show-role-badge"
            data-badge={badge.badgeId}
            data-worn={badge.worn ? '1' : '0'}
            onClick={() => wear(badge.badgeId)}
          >
            <Text className="show-role__icon">{badge.icon}</Text>
            <Text className="show-role__name">{badge.name}</Text>
            <Text className={`show-role__state${badge.worn ? ' show-role__state--on' : ''}`}>
              {badge.worn
                ? SHOW_ROLE_PAGE_TEXTS.worn
                : badge.owned
                  ? SHOW_ROLE_PAGE_TEXTS.wear
                  : SHOW_ROLE_PAGE_TEXTS.locked}
            </Text>
            {/* A badge not yet held says how it is earned (docs/product.md §4.18). */}
            {badge.owned ? null : (
              <Text className="show-role__condition" data-testid="show-role-condition">
                {badge.condition}
              </Text>
            )}
          </View>
        ))}
      </View>
    </View>
  )
})

const Benefits = observer(function Benefits({
  info,
  store,
}: {
  info: ShowRoleState
  store: ReadonlyDeep<ShowRoleStore>
}) {
  return (
    <View className="show-role__card" data-testid="show-role-benefits">
      <Text className="show-role__title">{SHOW_ROLE_PAGE_TEXTS.benefits}</Text>
      {info.benefits.map((benefit) => {
        const { text, state } = benefitState(benefit)
        return (
          <View key={benefit.benefitId} className="show-role__benefit" data-testid="show-role-benefit">
            <View className="show-role__benefit-text">
              <Text className="show-role__name">{benefit.title}</Text>
              <Text className="show-role__desc">{benefit.desc}</Text>
            </View>
            <Text
              className={`show-role__claim show-role__claim--${state}`}
              data-testid="show-role-claim"
              data-benefit={benefit.benefitId}
              data-state={state}
              onClick={() => void store.claim(info, benefit.benefitId)}
            >
              {text}
            </Text>
          </View>
        )
      })}
    </View>
  )
})

const Poster = observer(function Poster({
  info,
  store,
  config,
}: {
  info: ShowRoleState
  store: ReadonlyDeep<ShowRoleStore>
  config: PageInfo | null
}) {
  const link = sitePageAddress(PATH)
  // What the share says is operations' (the page configuration), with our words where it is silent.
  const share = () =>
    void shareCard({
      title: config?.shareTitle || SHOW_ROLE_TEXTS.posterTitle,
      content: config?.shareDesc || SHOW_ROLE_PAGE_TEXTS.shareContent,
      shareUrl: link,
      date: formatDateDisplay(new Date()),
      imgUrl: config?.shareImg ?? undefined,
    })
  return (
    <View className="show-role__card" data-testid="show-role-poster">
      <Text className="show-role__title">{SHOW_ROLE_PAGE_TEXTS.poster}</Text>
      <Text className="show-role__desc">{SHOW_ROLE_PAGE_TEXTS.posterHint}</Text>
      {store.poster ? (
        <Picture
          imgProps={CONTENT_IMAGE}
          className="show-role__poster"
          data-testid="show-role-poster-image"
          src={store.poster}
          mode="widthFix"
        />
      ) : null}
      <View className="show-role__actions">
        <Text
          className="show-role__action"
          data-testid="show-role-make-poster"
          onClick={() => void store.makePoster(info, link)}
        >
          {SHOW_ROLE_PAGE_TEXTS.makePoster}
        </Text>
        <Text
          className="show-role__action"
          data-testid="show-role-save"
          onClick={() => void store.savePoster(info, link)}
        >
          {SHOW_ROLE_PAGE_TEXTS.save}
        </Text>
        {isMiniProgramBuild() ? (
          // WeChat shares only from its own share button (or the menu): the page's share message says what.
          <Button
            className="show-role__action show-role__action--button"
            data-testid="show-role-share"
            openType="share"
          >
            {SHOW_ROLE_PAGE_TEXTS.share}
          </Button>
        ) : (
          <Text className="show-role__action" data-testid="show-role-share" onClick={share}>
            {SHOW_ROLE_PAGE_TEXTS.share}
          </Text>
        )}
      </View>
    </View>
  )
})

/** 晒徽章 享福利: my badges (wear one), the benefits they unlock, and a poster to save or share (docs/product.md §4.18). */
function ShowRolePage() {
  const store = useShowRole()
  const config = useLoadable(() => store.pageConfig(PAGE_ID), PAGE_ID)
  // The mini-program's share menu sends friends to this page, a visitor's too.
  useShareAppMessage(() => ({ title: config.data?.shareTitle || SHOW_ROLE_TEXTS.posterTitle, path: `/${PATH}` }))
  return (
    <LoginGate path={PATH} text={SHOW_ROLE_PAGE_TEXTS.loginNeeded}>
      <MyBadges config={config.data} />
    </LoginGate>
  )
}

/** What the viewer holds: badges, benefits and the poster. */
const MyBadges = observer(function MyBadges({ config }: { config: PageInfo | null }) {
  const session = useSession()
  const store = useShowRole()
  const info = useLoadable(() => store.info(), session.token)
  return (
    <PageShell path={PATH} {...loadableShellState(info)}>
      {info.data ? (
        <View className="show-role">
          <Badges info={info.data} store={store} />
          <Benefits info={info.data} store={store} />
          <Poster info={info.data} store={store} config={config} />
        </View>
      ) : null}
    </PageShell>
  )
})

export default observer(ShowRolePage)
