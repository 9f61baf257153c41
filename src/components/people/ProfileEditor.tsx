import { Input, Text, Textarea, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { bioProblem, cleanBio, cleanNickName, nickNameProblem } from '@shared/profile-text'
import { countChars, limitChars } from '@shared/text-length'
import type { ReadonlyDeep } from '@/lib'
import type { AccountProfile, AccountSettingsStore } from '@/stores'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import { stopLineCounting } from '@/hooks/textarea-line-count'
import './people.css'

export const PROFILE_EDITOR_TEXTS = {
  title: '基本资料',
  avatar: '头像',
  changeAvatar: '更换头像',
  uploading: '上传中…',
  nickName: '昵称',
  nickNamePlaceholder: `${CONTENT_LIMITS.nickNameMin}-${CONTENT_LIMITS.nickName} 个字，中文、字母、数字、_ 或 -`,
  bio: '简介',
  bioPlaceholder: '介绍一下自己，让大家更了解你',
  save: '保存',
  saving: '保存中…',
} as const

/**
 * The profile's nickname, avatar and introduction as a form (docs/product.md §4.15): counters that count as the
 * server does, the reason a value cannot be kept said under its field before saving (the same words the server
 * answers with), 保存 only when something changed and can be kept, and disabled while saving or uploading.
 */
export const ProfileEditor = observer(function ProfileEditor({
  profile,
  store,
}: {
  profile: AccountProfile
  store: ReadonlyDeep<AccountSettingsStore>
}) {
  const [nickName, setNickName] = useState(profile.nickName)
  const [bio, setBio] = useState(profile.bio)
  const [avatar, setAvatar] = useState(profile.avatar)
  const [uploading, setUploading] = useState(false)
  const nickProblem = nickNameProblem(cleanNickName(nickName))
  const bioIssue = bioProblem(cleanBio(bio))
  const changed =
    cleanNickName(nickName) !== profile.nickName || cleanBio(bio) !== profile.bio || avatar !== profile.avatar
  const saving = store.savingProfile
  const canSave = changed && !nickProblem && !bioIssue && !saving && !uploading
  const changeAvatar = async () => {
    if (uploading || saving) return
    setUploading(true)
    const url = await store.uploadAvatar()
    setUploading(false)
    if (url) setAvatar(url)
  }
  const save = () => {
    if (canSave) void store.saveProfile(profile, { nickName, bio, avatar })
  }
  return (
    <View className="person-section profile-editor" data-testid="profile-editor">
      <Text className="person-section__title">{PROFILE_EDITOR_TEXTS.title}</Text>
      <View className="person-row" data-testid="profile-avatar-row" onClick={() => void changeAvatar()}>
        <Text className="person-row__label">{PROFILE_EDITOR_TEXTS.avatar}</Text>
        {avatar ? (
          <Picture
            imgProps={DECORATIVE_IMAGE}
            className="profile-editor__avatar"
            data-testid="profile-avatar"
            src={avatar}
            mode="aspectFill"
          />
        ) : (
          <View className="profile-editor__avatar profile-editor__avatar--empty" />
        )}
        <Text className="person-row__action profile-editor__change">
          {uploading ? PROFILE_EDITOR_TEXTS.uploading : PROFILE_EDITOR_TEXTS.changeAvatar}
        </Text>
      </View>
      <View className="profile-editor__field">
        <View className="profile-editor__head">
          <Text className="person-row__label">{PROFILE_EDITOR_TEXTS.nickName}</Text>
          <Text className="profile-editor__counter" data-testid="profile-nickname-counter">
            {`${countChars(nickName)}/${CONTENT_LIMITS.nickName}`}
          </Text>
        </View>
        <Input
          className="profile-editor__input"
          data-testid="profile-nickname"
          aria-label={PROFILE_EDITOR_TEXTS.nickName}
          value={nickName}
          maxlength={-1}
          placeholder={PROFILE_EDITOR_TEXTS.nickNamePlaceholder}
          onInput={(event) => setNickName(limitChars(event.detail.value, CONTENT_LIMITS.nickName))}
        />
        {nickProblem && nickName !== profile.nickName ? (
          <Text className="profile-editor__error" data-testid="profile-nickname-error">
            {nickProblem}
          </Text>
        ) : null}
      </View>
      <View className="profile-editor__field">
        <View className="profile-editor__head">
          <Text className="person-row__label">{PROFILE_EDITOR_TEXTS.bio}</Text>
          <Text className="profile-editor__counter" data-testid="profile-bio-counter">
            {`${countChars(bio)}/${CONTENT_LIMITS.bio}`}
          </Text>
        </View>
        <Textarea
          ref={stopLineCounting}
          className="profile-editor__textarea"
          data-testid="profile-bio"
          aria-label={PROFILE_EDITOR_TEXTS.bio}
          value={bio}
          maxlength={-1}
          placeholder={PROFILE_EDITOR_TEXTS.bioPlaceholder}
          onInput={(event) => setBio(limitChars(event.detail.value, CONTENT_LIMITS.bio))}
        />
        {bioIssue ? <Text className="profile-editor__error">{bioIssue}</Text> : null}
      </View>
      {/* A plain view, as the app's other buttons: Taro's Button brings its own greys in every theme. */}
      <View
        className={`profile-editor__save${canSave ? '' : ' profile-editor__save--off'}`}
        data-testid="profile-save"
        data-disabled={canSave ? '0' : '1'}
        role="button"
        aria-disabled={!canSave}
        onClick={save}
      >
        {saving ? PROFILE_EDITOR_TEXTS.saving : PROFILE_EDITOR_TEXTS.save}
      </View>
    </View>
  )
})
