// One step of the entry's start (main.tsx): React DOM. A re-export of what the app uses, not `import('react-dom/client')`
// itself: a dynamic import of a package keeps every export of it in the build.
export { hydrateRoot } from 'react-dom/client';
