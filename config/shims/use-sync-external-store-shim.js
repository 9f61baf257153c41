// mobx-react-lite imports the React 17 shim of useSyncExternalStore; React 18 has it built in.
export { useSyncExternalStore } from 'react'
