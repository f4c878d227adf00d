'use client'
// The catalogue in use: `en` unless the host passes another locale's messages.
import { createContext, type ReactNode, useContext } from 'react'
import { de } from './de'
import { en, type Messages } from './en'

export const locales = { en, de } as const
export type Locale = keyof typeof locales

const MessagesContext = createContext<Messages>(en)

export function MessagesProvider({
  messages,
  children,
}: {
  readonly messages: Messages
  readonly children?: ReactNode
}) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
}

export function useMessages(): Messages {
  return useContext(MessagesContext)
}

export type { Messages }
