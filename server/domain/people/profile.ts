/**
 * Changing one's own profile (docs/product.md §4.15): nickname, introduction and avatar, by the rules the edit page
 * checks too (types/profile-text.ts), plus what only the server can know: the operations' blocked words, whether
 * another account already carries the name, and whether the avatar is an image this server stored.
 */
import type { Account } from '@shared/api'
import { bioProblem, cleanBio, cleanNickName, nickNameProblem, PROFILE_MESSAGES } from '@shared/profile-text'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { badRequest } from '../../http/envelope'
import { uploadedFile } from '../../uploads'
import { loadAccount } from '../content'

export interface ProfileChange {
  nickName?: string
  bio?: string
  avatar?: string
}

/** A text holding a word operations blocked (case aside) is not shown to others: the same list search keeps out. */
function holdsBlockedWord(db: DB, text: string): boolean {
  return !!prep(db, 'SELECT 1 FROM search_blocked_words WHERE instr(lower(?), word) > 0 LIMIT 1').get(text)
}

function checkedNickName(db: DB, owner: Viewer, raw: string): string {
  const nickName = cleanNickName(raw)
  const problem = nickNameProblem(nickName)
  if (problem) throw badRequest(problem)
  if (holdsBlockedWord(db, nickName)) throw badRequest(PROFILE_MESSAGES.blockedWord('nickName'))
  // Two people with one name could pass for each other (case aside: Alice and alice look alike on a card).
  if (prep(db, 'SELECT 1 FROM accounts WHERE lower(nickname) = lower(?) AND id <> ?').get(nickName, owner))
    throw badRequest(PROFILE_MESSAGES.nickNameTaken)
  return nickName
}

function checkedBio(db: DB, raw: string): string {
  const bio = cleanBio(raw)
  const problem = bioProblem(bio)
  if (problem) throw badRequest(problem)
  if (holdsBlockedWord(db, bio)) throw badRequest(PROFILE_MESSAGES.blockedWord('bio'))
  return bio
}

/** Keeps the fields given (each cleaned and checked, all or none) and answers the account as others now see it. */
export function updateProfile(db: DB, owner: Viewer, change: ProfileChange, uploadDir: string): Account {
  const nickName = change.nickName === undefined ? undefined : checkedNickName(db, owner, change.nickName)
  const bio = change.bio === undefined ? undefined : checkedBio(db, change.bio)
  if (change.avatar !== undefined && !uploadedFile(uploadDir, change.avatar))
    throw badRequest(PROFILE_MESSAGES.badAvatar)
  prep(
    db,
    'UPDATE accounts SET nickname = COALESCE(?, nickname), bio = COALESCE(?, bio), avatar = COALESCE(?, avatar) WHERE id = ?',
  ).run(nickName ?? null, bio ?? null, change.avatar ?? null, owner)
  return loadAccount(db, owner, owner)
}
