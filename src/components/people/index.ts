export { AccountFeedTab, AccountLivesTab, CentreHeader, CENTRE_TEXTS, type AccountFeedKind } from './AccountParts'
export { AccountHome, type AccountHomeProps } from './AccountHome'
export { CollectionsTab, DraftEntry, MyCommentsTab, OWN_TEXTS } from './OwnSections'
export { ProfileEditor, PROFILE_EDITOR_TEXTS } from './ProfileEditor'
