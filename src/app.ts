import { type PropsWithChildren } from 'react'
import './app.css'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
