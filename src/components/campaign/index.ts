export { RulesPage } from './RulesPage'
