/**
 * The node tree Taro sends through setData (`root.cn...`): text and markup views of it, shared by the boot
 * harness and the fake DevTools.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Taro's shortcut keys: nn node-name code, sid, uid, cl class, st style, v text, cn children. */
export interface TreeNode {
  sid?: string
  nn?: string
  uid?: string
  cl?: string
  st?: string
  v?: unknown
  cn?: TreeNode[]
}

export function isTextNode(node: TreeNode): boolean {
  return !node.cn && (typeof node.v === 'string' || typeof node.v === 'number')
}

/** Text of a subtree; element boundaries become line breaks (collapsed by tidy). */
export function textOf(node: TreeNode): string {
  if (isTextNode(node)) return String(node.v)
  return (node.cn ?? []).map((c) => (c.cn ? `\n${textOf(c)}\n` : textOf(c))).join('')
}

export function tidy(text: string): string {
  return text.replace(/[ \t]*\n\s*/g, '\n').trim()
}

/** All text of a page's data (Taro pages keep their tree under `root`). */
export function pageText(data: unknown): string {
  const root = typeof data === 'object' && data !== null ? (data as { root?: TreeNode }).root : undefined
  return root ? tidy(textOf(root)) : ''
}

/**
 * Node-name code → tag, read from the build's base.wxml (`<template name="tmpl_0_3"><view ...>`), since
 * the codes are assigned per build.
 */
export function readTagMap(distDir: string): Map<string, string> {
  const map = new Map<string, string>()
  const file = path.join(distDir, 'base.wxml')
  if (!fs.existsSync(file)) return map
  const text = fs.readFileSync(file, 'utf8')
  const re = /<template name="tmpl_0_(\w+?)">\s*<([a-z][\w-]*)/g
  for (let m = re.exec(text); m; m = re.exec(text)) if (!map.has(m[1])) map.set(m[1], m[2])
  return map
}

export function tagOf(node: TreeNode, tags: Map<string, string>): string {
  if (isTextNode(node)) return '#text'
  return tags.get(String(node.nn)) ?? `taro-${String(node.nn)}`
}

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Markup like DevTools' WXML panel shows, enough to find text and classes in. */
export function toWxml(node: TreeNode, tags: Map<string, string>, outer = true): string {
  if (isTextNode(node)) return escape(String(node.v))
  const inner = (node.cn ?? []).map((c) => toWxml(c, tags)).join('')
  if (!outer) return inner
  const tag = tagOf(node, tags)
  const cls = node.cl ? ` class="${escape(node.cl)}"` : ''
  return `<${tag} id="${escape(String(node.uid ?? node.sid))}"${cls}>${inner}</${tag}>`
}
