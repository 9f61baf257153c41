import './campaign.css'

export { RulesPage } from './RulesPage'
