import { RulesPage } from '@/components/campaign'

/** 天天猜板块's points and streak rules, as configured on the server (docs/product.md §4.18). */
export default function GuessPlateRule2() {
  return <RulesPage path="activity/guessPlate/rule2" />
}
