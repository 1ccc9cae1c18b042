import MagicString from 'magic-string';

/**
 * Build-time inlining of the client preset's documents, one module per document.
 *
 * At run time the client preset's `graphql()` looks a document up in `client/src/gql/gql.ts`, a map of every
 * document the client has (the admin's included), so that map and every document travel with the first load.
 * The preset's Babel/SWC plugins replace each call with an import from `client/src/gql/graphql.ts`; that file is
 * still one module, and a bundler never splits a module between chunks, so every document used anywhere would
 * still sit in one shared chunk of the first load. Here each `graphql(`...`)` call becomes an import of a
 * virtual module holding that one document (as codegen wrote it, fragments included), so each lazy chunk carries
 * only its own documents and `gql.ts`'s map drops out of the bundle.
 */

/** The prefix of the virtual module of one document: `virtual:graphql-document/ProductCardFieldsFragmentDoc`. */
export const DOCUMENT_MODULE_PREFIX = 'virtual:graphql-document/';

/** A `graphql(` call with one template literal argument, as written in the client's sources. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*,?\s*\)/g;
/** An entry of gql.ts's runtime map: `"<document text>": types.<ExportName>,`. */
const MAP_ENTRY = /^\s*("(?:[^"\\\n]|\\.)*"): types\.(\w+),$/gm;
/** A document constant of graphql.ts: `export const <Name> = {...} as unknown as DocumentNode<...>;`. */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The text of every document gql.ts knows, to the name graphql.ts exports it under. */
export function documentNames(gqlModule: string): Map<string, string> {
  const mapStart = gqlModule.indexOf('const documents');
  if (mapStart < 0) throw new Error('client/src/gql/gql.ts has no documents map: run `npm run codegen`');
  const names = new Map<string, string>();
  for (const match of gqlModule.slice(mapStart).matchAll(MAP_ENTRY)) {
    names.set(JSON.parse(match[1]) as string, match[2]);
  }
  return names;
}

/** Every document graphql.ts exports: its name to its source text (a plain object literal, fragments included). */
export function documentLiterals(graphqlModule: string): Map<string, string> {
  const literals = new Map<string, string>();
  for (const match of graphqlModule.matchAll(DOCUMENT_EXPORT)) literals.set(match[1], match[2]);
  return literals;
}

/** The source of the virtual module of one document. */
export function documentModule(name: string, literal: string): string {
  return `const ${name} = ${literal};\nexport default ${name};\n`;
}

/**
 * `code` with each `graphql(`...`)` call replaced by the default import of its document's virtual module, with
 * a source map; null when the file has no such call. A document codegen does not know (stale `client/src/gql`)
 * or a template with substitutions is an error: the build must not ship a document the server never saw.
 */
export function inlineDocuments(
  code: string,
  file: string,
  names: ReadonlyMap<string, string>,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('graphql(')) return null;
  const output = new MagicString(code);
  const imported = new Set<string>();
  for (const match of code.matchAll(GRAPHQL_CALL)) {
    const text = match[1];
    if (text.includes('${') || text.includes('\\'))
      throw new Error(`${file}: a graphql() document must be a plain template literal`);
    const name = names.get(text);
    if (!name) throw new Error(`${file}: a graphql() document is missing from client/src/gql: run \`npm run codegen\``);
    output.overwrite(match.index, match.index + match[0].length, `__graphqlDocument_${name}`);
    imported.add(name);
  }
  if (imported.size === 0) return null;
  output.prepend(
    [...imported]
      .map((name) => `import __graphqlDocument_${name} from ${JSON.stringify(DOCUMENT_MODULE_PREFIX + name)};\n`)
      .join(''),
  );
  return { code: output.toString(), map: output.generateMap({ hires: true, source: file, includeContent: true }) };
}
