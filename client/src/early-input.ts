// The shop's first script: a classic script that index.html's head runs before the page is shown (the build puts
// it there, see client/vite.config.mts), so no tap on a server-rendered page is lost before the app starts.
import { holdEarlyInput } from './early-input/hold-early-input';

holdEarlyInput();
