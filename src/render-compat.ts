/** React (the mini-program, Jest) writes `data-*` values as attributes itself: nothing to install. See render-compat.h5.ts. */
export function installRenderCompat(): void {}
