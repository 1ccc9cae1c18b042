// One step of the entry's start (main.tsx): react-router (see steps/react-dom.ts for why a re-export).
export { BrowserRouter } from 'react-router-dom';
