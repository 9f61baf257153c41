/**
 * What a person may put in their profile (docs/product.md §4.15): a nickname and an introduction, plain text only.
 * The edit page cleans and checks with these before saving, and the server cleans and checks again with the same
 * words, so what the page accepts is what the server stores.
 */
import { CONTENT_LIMITS } from './content-limits'
import { decodeNonBmp } from './emoji-entities'
import { FIELD_NAMES } from './field-names'
import { countChars, tooLongMessage } from './text-length'

/** Words only the broker's own accounts may carry in a name: a person named 官方客服 could ask others for codes. */
export const RESERVED_NICKNAME_WORDS = ['官方', '客服', '管理员', '证券'] as const

export const PROFILE_MESSAGES = {
  nickNameEmpty: '请输入昵称',
  nickNameShort: `昵称至少 ${CONTENT_LIMITS.nickNameMin} 个字`,
  nickNameLong: tooLongMessage(FIELD_NAMES.nickName, CONTENT_LIMITS.nickName),
  nickNameChars: '昵称只能包含中文、字母、数字、下划线和减号',
  nickNameReserved: (word: string) => `昵称不能包含「${word}」`,
  nickNameTaken: '该昵称已被使用，换一个吧',
  bioLong: tooLongMessage(FIELD_NAMES.bio, CONTENT_LIMITS.bio),
  blockedWord: (field: 'nickName' | 'bio') => `${FIELD_NAMES[field]}包含不允许使用的词语`,
  badAvatar: '头像地址无效，请重新上传头像',
} as const

/**
 * A nickname is Chinese characters, letters, digits, `_` and `-`: no spaces, no markup, no look-alike or
 * right-to-left control characters that could make one name pass for another.
 */
const NICKNAME_CHARS = /^[\p{Script=Han}A-Za-z0-9_-]+$/u

/** Tags (`<b>`, `<img src=x>`) are never part of a profile: their text stays, the markup goes. */
const MARKUP = /<\/?[A-Za-z!][^<>]*>/g
/** Control, bidirectional-override and invisible formatting characters (not the joiner inside emoji, U+200D). */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/** The nickname as it is kept: markup and invisible characters out, spaces out, trimmed. */
export function cleanNickName(raw: string): string {
  return decodeNonBmp(raw).replace(MARKUP, '').replace(INVISIBLE, '').replace(/\s+/g, '')
}

/** The introduction as it is kept: markup and invisible characters out, runs of spaces and blank lines cut to one. */
export function cleanBio(raw: string): string {
  return decodeNonBmp(raw)
    .replace(MARKUP, '')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Why a cleaned nickname cannot be kept (the first reason), or null. */
export function nickNameProblem(nickName: string): string | null {
  const length = countChars(nickName)
  if (length === 0) return PROFILE_MESSAGES.nickNameEmpty
  if (length < CONTENT_LIMITS.nickNameMin) return PROFILE_MESSAGES.nickNameShort
  if (length > CONTENT_LIMITS.nickName) return PROFILE_MESSAGES.nickNameLong
  if (!NICKNAME_CHARS.test(nickName)) return PROFILE_MESSAGES.nickNameChars
  const reserved = RESERVED_NICKNAME_WORDS.find((word) => nickName.includes(word))
  return reserved ? PROFILE_MESSAGES.nickNameReserved(reserved) : null
}

/** Why a cleaned introduction cannot be kept, or null (an empty one is allowed: it clears the introduction). */
export function bioProblem(bio: string): string | null {
  return countChars(bio) > CONTENT_LIMITS.bio ? PROFILE_MESSAGES.bioLong : null
}
