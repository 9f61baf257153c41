declare module '*.png'
declare module '*.svg'
declare module '*.css'
