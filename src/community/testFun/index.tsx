/**
 * 功能测试 (docs/product.md §4.19, docs/qa.md): the page QA opens by address inside the broker app to see
 * the bridge at work. Every call of the contract with editable params, its raw answer or time-out and
 * how long it took; the platform, the session (credentials masked) and the build settings; the app's
 * pushes as they arrive; and, where no real app listens, buttons that fire each push. Never linked.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { readBuildSettings } from '@/config/build-settings'
import { APP, TIMEOUTS } from '@/config/constants'
import { PageShell } from '@/components/shell'
import {
  BRIDGE_CALLS,
  NATIVE_EVENTS,
  parseTimeout,
  useBridgeConsole,
  type BridgeCallSpec,
  type BridgeConsole,
  type CallState,
} from '@/hooks/bridge-console'
import { maskSecret } from '@/lib/mask'
import { useSession } from '@/stores'
import './index.css'

const PATH = 'community/testFun/index'

export const TEST_FUN_TEXTS = {
  environment: '运行环境',
  platform: '平台',
  kinds: { native: '券商 App（原生桥）', browser: '普通浏览器', wx: '微信小程序' },
  simulated: '宿主模拟器',
  yes: '是',
  no: '否',
  session: '会话',
  notLoggedIn: '未登录',
  build: '构建设置',
  /** This module's own version and code (APP), for telling builds apart when reporting a problem. */
  moduleVersion: '社区模块版本',
  sameOrigin: '（空：同源）',
  calls: '原生调用',
  timeout: '等待回答（毫秒）',
  call: '调用',
  running: '调用中…',
  answered: (ms: number) => `已回答 · ${ms} ms`,
  notObject: '不是 JSON 对象，页面按空回答处理',
  timedOut: (ms: number) => `超时 · ${ms} ms 内没有回答`,
  threw: (ms: number) => `调用抛错 · ${ms} ms`,
  unavailable: '没有原生桥：调用未发出，页面按空回答处理',
  noBridgeHere: '当前不在券商 App 内：下面的调用不会发出，每个都会显示“没有原生桥”。',
  miniProgram: '原生桥调用和原生事件只存在于券商 App 内；小程序里没有它们，这里只显示平台、会话和构建设置。',
  events: '原生事件',
  fire: '模拟原生事件（浏览器与宿主模拟器）',
  noEvents: '还没有收到事件',
  clear: '清空',
  dropped: '已忽略',
} as const

const SESSION_ROWS = [
  ['accountId', false],
  ['token', true],
  ['userCode', true],
  ['cid', false],
  ['fundaccount', true],
  ['clientType', false],
  ['appVersion', false],
  ['deviceId', false],
] as const

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className="testfun-row" data-testid={testId}>
      <Text className="testfun-row__label">{label}</Text>
      <Text className="testfun-row__value">{value}</Text>
    </View>
  )
}

const Environment = observer(function Environment({ bridge }: { bridge: BridgeConsole }) {
  const session = useSession()
  const settings = readBuildSettings()
  return (
    <View>
      <View className="testfun-section" data-testid="testfun-environment">
        <Text className="testfun-section__title">{TEST_FUN_TEXTS.environment}</Text>
        <View className="testfun-row" data-testid="testfun-platform" data-kind={bridge.kind}>
          <Text className="testfun-row__label">{TEST_FUN_TEXTS.platform}</Text>
          <Text className="testfun-row__value">{`${TEST_FUN_TEXTS.kinds[bridge.kind]} (${bridge.kind})`}</Text>
        </View>
        <Row
          label={TEST_FUN_TEXTS.simulated}
          value={bridge.simulated ? TEST_FUN_TEXTS.yes : TEST_FUN_TEXTS.no}
          testId="testfun-simulated"
        />
      </View>
      <View className="testfun-section" data-testid="testfun-session">
        <Text className="testfun-section__title">
          {session.loggedIn ? TEST_FUN_TEXTS.session : `${TEST_FUN_TEXTS.session} · ${TEST_FUN_TEXTS.notLoggedIn}`}
        </Text>
        {SESSION_ROWS.map(([field, secret]) => (
          <Row
            key={field}
            label={field}
            value={secret ? maskSecret(session[field]) : session[field]}
            testId={`testfun-session-${field}`}
          />
        ))}
      </View>
      <View className="testfun-section" data-testid="testfun-build">
        <Text className="testfun-section__title">{TEST_FUN_TEXTS.build}</Text>
        <Row
          label={TEST_FUN_TEXTS.moduleVersion}
          value={`${APP.version} (${APP.versionCode})`}
          testId="testfun-module-version"
        />
        {Object.entries(settings).map(([key, value]) => (
          <Row key={key} label={key} value={value || (key.startsWith('API_BASE_') ? TEST_FUN_TEXTS.sameOrigin : '')} />
        ))}
      </View>
    </View>
  )
})

function statusText(result: CallState): string {
  if (result.state === 'running') return TEST_FUN_TEXTS.running
  if (result.state === 'invalid') return result.reason
  const { probe } = result
  switch (probe.outcome) {
    case 'answered':
      return TEST_FUN_TEXTS.answered(probe.ms)
    case 'timeout':
      return TEST_FUN_TEXTS.timedOut(probe.ms)
    case 'threw':
      return `${TEST_FUN_TEXTS.threw(probe.ms)}：${probe.error}`
    case 'unavailable':
      return TEST_FUN_TEXTS.unavailable
  }
}

/** The answer as the app sent it: a string stays as it came, anything else as JSON. */
function rawText(raw: unknown): string {
  if (typeof raw === 'string') return raw
  if (raw === undefined) return 'undefined'
  return JSON.stringify(raw, null, 2)
}

function resultOutcome(result: CallState | undefined): string {
  if (!result) return 'none'
  return result.state === 'done' ? result.probe.outcome : result.state
}

function CallRow({ spec, bridge, timeoutMs }: { spec: BridgeCallSpec; bridge: BridgeConsole; timeoutMs: number }) {
  const [text, setText] = useState(spec.example)
  const result = bridge.results[spec.method]
  const answered = result?.state === 'done' && result.probe.outcome === 'answered' ? result.probe : null
  return (
    <View className="testfun-call" data-testid="testfun-call" data-method={spec.method}>
      <View className="testfun-call__head">
        <Text className="testfun-call__name">{spec.method}</Text>
        <Text
          className="testfun-call__button"
          data-testid="testfun-call-button"
          onClick={() => {
            if (result?.state !== 'running') void bridge.call(spec.method, text, timeoutMs)
          }}
        >
          {TEST_FUN_TEXTS.call}
        </Text>
      </View>
      <Textarea
        className="testfun-call__params"
        data-testid="testfun-call-params"
        value={text}
        maxlength={-1}
        autoHeight
        onInput={(event) => setText(event.detail.value)}
      />
      {result ? (
        <View className="testfun-call__result" data-testid="testfun-call-result" data-outcome={resultOutcome(result)}>
          <Text className="testfun-call__status">{statusText(result)}</Text>
          {answered ? (
            <Text className="testfun-call__raw" data-testid="testfun-call-raw">
              {answered.answer ? rawText(answered.raw) : `${rawText(answered.raw)}\n${TEST_FUN_TEXTS.notObject}`}
            </Text>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}

function Calls({ bridge }: { bridge: BridgeConsole }) {
  const [timeoutText, setTimeoutText] = useState(String(TIMEOUTS.nativeCallMs))
  const timeoutMs = parseTimeout(timeoutText)
  return (
    <View className="testfun-section" data-testid="testfun-calls">
      <Text className="testfun-section__title">{TEST_FUN_TEXTS.calls}</Text>
      {bridge.kind === 'native' ? null : <Text className="testfun-note">{TEST_FUN_TEXTS.noBridgeHere}</Text>}
      <View className="testfun-row">
        <Text className="testfun-row__label">{TEST_FUN_TEXTS.timeout}</Text>
        <Input
          className="testfun-timeout"
          data-testid="testfun-timeout"
          type="number"
          value={timeoutText}
          onInput={(event) => setTimeoutText(event.detail.value)}
        />
      </View>
      {BRIDGE_CALLS.map((spec) => (
        <CallRow key={spec.method} spec={spec} bridge={bridge} timeoutMs={timeoutMs} />
      ))}
    </View>
  )
}

function eventLabel(name: string, payload: string | null | undefined): string {
  return payload === null || payload === undefined ? name : `${name}(${payload})`
}

function Events({ bridge }: { bridge: BridgeConsole }) {
  return (
    <View className="testfun-section" data-testid="testfun-events">
      <View className="testfun-section__head">
        <Text className="testfun-section__title">{TEST_FUN_TEXTS.events}</Text>
        <Text className="testfun-section__action" onClick={() => bridge.clearEvents()}>
          {TEST_FUN_TEXTS.clear}
        </Text>
      </View>
      {bridge.canFire ? (
        <View className="testfun-fire" data-testid="testfun-fire">
          <Text className="testfun-note">{TEST_FUN_TEXTS.fire}</Text>
          {NATIVE_EVENTS.map((event) => (
            <Text
              key={eventLabel(event.name, event.payload)}
              className="testfun-fire__button"
              data-testid="testfun-fire-button"
              data-event={event.name}
              data-payload={event.payload ?? ''}
              onClick={() => bridge.fire(event)}
            >
              {eventLabel(event.name, event.payload)}
            </Text>
          ))}
        </View>
      ) : null}
      {bridge.events.length === 0 ? <Text className="testfun-note">{TEST_FUN_TEXTS.noEvents}</Text> : null}
      {bridge.events.map((event) => (
        <View
          key={event.id}
          className="testfun-event"
          data-testid="testfun-event"
          data-event={event.name}
          data-accepted={event.accepted ? '1' : '0'}
        >
          <Text className="testfun-event__time">{event.at}</Text>
          <Text className="testfun-event__name">{eventLabel(event.name, event.payload)}</Text>
          {event.accepted ? null : <Text className="testfun-event__dropped">{TEST_FUN_TEXTS.dropped}</Text>}
        </View>
      ))}
    </View>
  )
}

function TestFunPage() {
  const bridge = useBridgeConsole()
  return (
    <PageShell path={PATH}>
      <View className="testfun" data-testid="testfun">
        <Environment bridge={bridge} />
        {bridge.kind === 'wx' ? (
          <Text className="testfun-note testfun-note--block" data-testid="testfun-mini-program">
            {TEST_FUN_TEXTS.miniProgram}
          </Text>
        ) : (
          <View>
            <Events bridge={bridge} />
            <Calls bridge={bridge} />
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(TestFunPage)
