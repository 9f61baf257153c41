import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { LoginPrompt } from '../follow/LoginPrompt'
import { useSession } from '@/stores'
import { PageShell } from './PageShell'

export interface LoginGateProps {
  /** The page's route path, for its shell. */
  path: string
  /** What a visitor is told the page needs the login for. */
  text: string
  /** The page for a logged-in viewer: made only then, so it asks the server nothing for a visitor. */
  children: ReactNode
}

/**
 * A page that belongs to the viewer's account (docs/product.md §4.2): a visitor gets the page's shell with the login
 * prompt, whose tap starts the login (or says to open the app); once logged in, the page itself.
 */
export const LoginGate = observer(function LoginGate({ path, text, children }: LoginGateProps) {
  const session = useSession()
  if (!session.loggedIn) {
    return (
      <PageShell path={path}>
        <LoginPrompt text={text} />
      </PageShell>
    )
  }
  return <>{children}</>
})
