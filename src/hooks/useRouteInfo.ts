import Taro from '@tarojs/taro'
import { useMemo } from 'react'
import { findRoute, normalisePath, type RouteEntry } from '@/config/routes'

export interface RouteInfo {
  path: string
  entry: RouteEntry | undefined
  params: Record<string, string | undefined>
}

function cleanParams(raw: Record<string, unknown> | undefined): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (value === undefined || value === null) continue
    params[key] = typeof value === 'string' ? safeDecode(value) : String(value)
  }
  return params
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The open page's route-table entry and query, or the given path (tests, pages rendered by hand). */
export function useRouteInfo(pathOverride?: string): RouteInfo {
  return useMemo(() => {
    const router = Taro.getCurrentInstance()?.router
    const path = normalisePath(pathOverride ?? router?.path ?? '')
    return { path, entry: findRoute(path), params: cleanParams(router?.params) }
  }, [pathOverride])
}
