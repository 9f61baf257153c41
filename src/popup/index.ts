export * from './adapter'
export { usePopupCampaign } from './usePopupCampaign'
