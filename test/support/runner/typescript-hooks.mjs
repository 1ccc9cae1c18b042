// Module hook (node:module register): a TypeScript file of the project, imported, is loaded as CommonJS, so Node
// passes it to the require hook that compiles it (typescript.mjs).
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && !url.includes('/node_modules/') && /\.ts($|\?)/.test(url)) {
    return { format: 'commonjs', shortCircuit: true };
  }
  return nextLoad(url, context);
}
