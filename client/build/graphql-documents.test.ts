import { describe, expect, it } from '@jest/globals';
import { documentLiterals, documentModule, documentNames, inlineDocuments } from './graphql-documents';

const SHOP = '\n  query Shop {\n    shop {\n      name\n    }\n  }\n';
const CARD = '\n  fragment Card on Product {\n    id\n  }\n';

/** The two generated files as codegen writes them (shortened to what the build reads). */
const gqlModule = [
  "import * as types from './graphql';",
  'type Documents = {',
  `    ${JSON.stringify(SHOP)}: typeof types.ShopDocument,`,
  '};',
  'const documents: Documents = {',
  `    ${JSON.stringify(SHOP)}: types.ShopDocument,`,
  `    ${JSON.stringify(CARD)}: types.CardFragmentDoc,`,
  '};',
].join('\n');
const shopLiteral = '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query"}]}';
const graphqlModule = [
  'export type ShopQuery = { shop: { name: string } };',
  `export const ShopDocument = ${shopLiteral} as unknown as DocumentNode<ShopQuery, ShopQueryVariables>;`,
  'export const CardFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<CardFragment, unknown>;',
].join('\n');

const source = [
  "import { graphql } from '../gql';",
  '',
  `const ShopQuery = graphql(\`${SHOP}\`);`,
  `export const Card = graphql(\`${CARD}\`);`,
  'const again = graphql(`' + SHOP + '`);',
].join('\n');

describe('graphql documents, one module each', () => {
  it("reads gql.ts's runtime map (not its types) and graphql.ts's document constants", () => {
    expect([...documentNames(gqlModule)]).toEqual([
      [SHOP, 'ShopDocument'],
      [CARD, 'CardFragmentDoc'],
    ]);
    expect(documentLiterals(graphqlModule).get('ShopDocument')).toBe(shopLiteral);
    expect([...documentLiterals(graphqlModule).keys()]).toEqual(['ShopDocument', 'CardFragmentDoc']);
    expect(() => documentNames('export {}')).toThrow('run `npm run codegen`');
  });

  it('replaces every graphql() call by an import of its document, once per document', () => {
    const result = inlineDocuments(source, '/src/Shop.tsx', documentNames(gqlModule));
    expect(result?.code).toBe(
      [
        'import __graphqlDocument_ShopDocument from "virtual:graphql-document/ShopDocument";',
        'import __graphqlDocument_CardFragmentDoc from "virtual:graphql-document/CardFragmentDoc";',
        "import { graphql } from '../gql';",
        '',
        'const ShopQuery = __graphqlDocument_ShopDocument;',
        'export const Card = __graphqlDocument_CardFragmentDoc;',
        'const again = __graphqlDocument_ShopDocument;',
      ].join('\n'),
    );
    expect(result?.map.mappings).not.toBe('');
  });

  it('leaves files without documents alone, and refuses a document codegen has not seen', () => {
    const names = documentNames(gqlModule);
    expect(inlineDocuments('export const a = 1;', '/src/a.ts', names)).toBeNull();
    expect(inlineDocuments('/** graphql() calls */ export {};', '/src/a.ts', names)).toBeNull();
    expect(() => inlineDocuments('graphql(`query Other { shop { name } }`)', '/src/a.ts', names)).toThrow(
      '/src/a.ts: a graphql() document is missing from client/src/gql: run `npm run codegen`',
    );
    expect(() => inlineDocuments('graphql(`query A { ${field} }`)', '/src/a.ts', names)).toThrow(
      'must be a plain template literal',
    );
  });

  it('makes a module whose default export is the document', () => {
    expect(documentModule('ShopDocument', shopLiteral)).toBe(
      `const ShopDocument = ${shopLiteral};\nexport default ShopDocument;\n`,
    );
  });
});
