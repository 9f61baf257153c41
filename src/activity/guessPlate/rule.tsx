import { RulesPage } from '@/components/campaign'

/** 天天猜板块's rules of play, as configured on the server (docs/product.md §4.18). */
export default function GuessPlateRule() {
  return <RulesPage path="activity/guessPlate/rule" />
}
