/*
 * Host simulator: plays the broker app's native bridge (types/bridge.ts, docs/bridge.md) in a plain
 * browser, so the H5 site can be tried as it runs inside the app. The server injects this file into
 * index.html only when started with --host-sim or HOST_SIM=1 (never by a query or cookie); it is never part of
 * the build. Its configuration object (window.__HOST_SIM_CONFIG__) tells the page it is simulated, which turns on
 * the development shortcuts (src/platform/dev-shortcuts.ts).
 * Plain ES5-ish JS on purpose: it runs before the bundle, untranspiled, in any web view.
 *
 * Console helpers: hostSim.login(), hostSim.logout(), hostSim.theme('night'), hostSim.visible(),
 * hostSim.back(), hostSim.emit(name, payload), hostSim.commentInput(true), hostSim.appVersion('8.90') (an older
 * app; reload after), hostSim.calls (every call received), hostSim.opened (every address the open call was given).
 */
;(function () {
  var config = window.__HOST_SIM_CONFIG__ || {}
  var account = config.account || {}
  var prefix = '[host-sim]'
  var loggedIn = true
  var calls = []
  var opened = []

  function store(key, fallback) {
    try {
      var raw = window.localStorage.getItem('hostSim:' + key)
      return raw ? JSON.parse(raw) : fallback
    } catch (e) {
      return fallback
    }
  }
  function save(key, value) {
    try {
      window.localStorage.setItem('hostSim:' + key, JSON.stringify(value))
    } catch (e) {
      /* private mode: keep going without persistence */
    }
  }

  function accountInfo() {
    if (!loggedIn) return {}
    return {
      token: account.token,
      userCode: account.userCode,
      account: account.accountId,
      phoneNo: account.phoneNo,
      nickName: account.nickName,
      avatar_path: account.avatar,
      cid: account.cid,
      deviceId: account.deviceId,
      appVersion: store('appVersion', config.appVersion),
      companyFlag: '0',
      fundaccount: account.fundaccount,
    }
  }

  function emit(name, payload) {
    console.info(prefix, 'event', name, payload)
    if (typeof window.communityEvent === 'function') window.communityEvent(name, payload)
    else console.warn(prefix, 'page has not installed communityEvent yet')
  }

  function isWebUrl(url) {
    return /^(https?:)?\/\//.test(url) || url.charAt(0) === '/'
  }

  var handlers = {
    communityLogin: function () {
      var wasOut = !loggedIn
      loggedIn = true
      if (wasOut)
        setTimeout(function () {
          emit('loginUpdate', account.accountId + ',' + account.token)
        }, 50)
      return accountInfo()
    },
    getCommunityAccount: function () {
      return accountInfo()
    },
    logout: function () {
      loggedIn = false
      return {}
    },
    comment: function (params) {
      var text = window.hostSim.nextComment || '来自宿主模拟器的评论 👍'
      console.info(prefix, 'comment box for', params, '->', text)
      return { content: text }
    },
    share: function (params) {
      console.info(prefix, 'share', params)
      return { success: true }
    },
    getFavourite: function (params) {
      var favs = store('favourites', {})
      return { collected: !!favs[params.newsId] }
    },
    setFavourite: function (params) {
      var favs = store('favourites', {})
      if (params.collected) favs[params.newsId] = params
      else delete favs[params.newsId]
      save('favourites', favs)
      console.info(prefix, 'favourite', params.collected ? 'set' : 'cleared', params)
      return { success: true }
    },
    addOptionalStock: function (params) {
      var codes = store('watchlist', [])
      if (codes.indexOf(params.code) < 0) codes.push(params.code)
      save('watchlist', codes)
      console.info(prefix, 'watchlist add', params.code, codes)
      return { success: true }
    },
    getOptionalStocks: function () {
      return { codes: store('watchlist', []) }
    },
    getOptionalStockGroups: function () {
      return {
        groups: [
          { id: '0', name: '全部' },
          { id: '1', name: '持仓' },
        ],
      }
    },
    requestQuote: function (params) {
      // Answered by the reference server's quote endpoint, so prices match the rest of the site.
      return fetch(config.quoteUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
      }).then(function (r) {
        return r.json()
      })
    },
    openUrl: function (params) {
      var url = params && typeof params.url === 'string' ? params.url : ''
      opened.push(url)
      // The app opens a web address in a new web view of its own and an app link on its own screen; the simulator
      // can only show the first, in this tab, and says what the app would do with the second.
      if (isWebUrl(url)) {
        console.info(prefix, 'openUrl: the app opens this page in a new web view', url)
        window.location.assign(url)
      } else {
        console.info(prefix, 'openUrl: the app opens its own screen for', url)
      }
      return {}
    },
    openFunction: function (params) {
      console.info(prefix, 'openFunction', params)
      return {}
    },
    saveImage: function (params) {
      console.info(prefix, 'saveImage', params)
      return { success: true }
    },
    logEvent: function (params) {
      console.info(prefix, 'logEvent', params)
      return {}
    },
    getABTestValue: function () {
      return { value: config.abTestValue || 'A' }
    },
    goodRating: function () {
      console.info(prefix, 'good-rating prompt')
      return {}
    },
    getDailyMarker: function (params) {
      return { day: store('marker:' + params.accountId, '') }
    },
    setDailyMarker: function (params) {
      save('marker:' + params.accountId, params.day)
      return {}
    },
    getClientInfo: function () {
      return {
        clientType: /android/i.test(navigator.userAgent) ? 'android' : 'ios',
        appVersion: store('appVersion', config.appVersion),
        cid: account.cid,
        deviceId: account.deviceId,
        // Off unless asked for (hostSim.commentInput(true), kept across reloads): most pages are tried with the box.
        commentInput: store('commentInput', false) === true,
      }
    },
    closePage: function () {
      console.info(prefix, 'closePage')
      window.history.back()
      return {}
    },
    goBack: function (params) {
      console.info(prefix, 'goBack', params)
      window.history.back()
      return {}
    },
    reload: function () {
      window.location.reload()
      return {}
    },
    setLeftHandle: function (params) {
      console.info(prefix, 'setLeftHandle', params)
      return {}
    },
    getTopInset: function () {
      return { top: 0 }
    },
  }

  function answer(callbackName, result) {
    // Asynchronous like the real app: the page must never rely on a synchronous answer.
    setTimeout(function () {
      var cb = window[callbackName]
      if (typeof cb === 'function') cb(JSON.stringify(result == null ? {} : result))
    }, 20)
  }

  window.community = {
    call: function (method, paramsJson, callbackName) {
      var params = {}
      try {
        params = paramsJson ? JSON.parse(paramsJson) : {}
      } catch (e) {
        params = {}
      }
      calls.push({ method: method, params: params, at: Date.now() })
      var handler = handlers[method]
      if (!handler) {
        console.warn(prefix, 'unknown method', method, params)
        answer(callbackName, {})
        return
      }
      var result
      try {
        result = handler(params)
      } catch (e) {
        console.error(prefix, method, 'failed', e)
        result = {}
      }
      if (result && typeof result.then === 'function') {
        result.then(
          function (r) {
            answer(callbackName, r)
          },
          function (e) {
            console.error(prefix, method, e)
            answer(callbackName, {})
          },
        )
      } else {
        answer(callbackName, result)
      }
    },
  }

  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') emit('pageVisible', '')
  })

  window.hostSim = {
    calls: calls,
    opened: opened,
    /** The version the simulated app reports (e.g. '8.90' to try an app too old to share); reload after. */
    appVersion: function (version) {
      save('appVersion', typeof version === 'string' && version ? version : config.appVersion)
    },
    nextComment: '',
    emit: emit,
    /** Whether the app offers its own comment input (read by the page at start-up: reload after changing it). */
    commentInput: function (on) {
      save('commentInput', on === true)
    },
    login: function () {
      loggedIn = true
      emit('loginUpdate', account.accountId + ',' + account.token)
    },
    logout: function () {
      loggedIn = false
      console.info(prefix, 'logged out; getCommunityAccount now answers empty')
    },
    theme: function (value) {
      emit('themeChange', value || 'night')
    },
    visible: function () {
      emit('pageVisible', '')
    },
    back: function () {
      emit('back', '')
    },
    help: function () {
      console.info(
        prefix,
        'hostSim.login() | logout() | theme("day"|"night"|"red") | visible() | back() | emit(name, payload) | commentInput(true) | calls',
      )
    },
  }
  console.info(
    prefix,
    'native bridge simulated as',
    account.nickName,
    '(' + account.accountId + '); type hostSim.help()',
  )
})()
