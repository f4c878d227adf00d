// Public entry point of @airlock/react-hooks: WidgetProvider and the hooks, added by the React hooks issue.
// Nothing is exported yet; index.test.ts pins the surface so an export cannot appear unnoticed.
export {}
