import { addTypenameToDocument } from '@apollo/client/utilities';
import { removeDirectivesFromDocument } from '@apollo/client/utilities/internal';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  getIntrospectionQuery,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  typeFromAST,
} from 'graphql';
import * as clientDocuments from '../../client/src/gql/graphql';
import { EXAMPLES, LOGIN_MUTATION } from '../../explorer/src/operations';

export interface SentDocument {
  /** Where it comes from, for failure messages. */
  name: string;
  /** The text as it goes over the wire. */
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

const isOperationDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' &&
  value !== null &&
  (value as DocumentNode).kind === Kind.DOCUMENT &&
  (value as DocumentNode).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);

/**
 * Every operation the React client can send: the typed documents graphql-codegen writes to client/src/gql from
 * the client's graphql() calls (each with the fragments it spreads), printed as Apollo Client sends them:
 * `__typename` added to every selection, and the client-only directives (`@client` fields, `@connection`,
 * `@nonreactive`, `@unmask`) taken out, as Apollo's QueryManager does before a request.
 */
const serverQuery = (document: DocumentNode) =>
  removeDirectivesFromDocument(
    [{ name: 'client', remove: true }, { name: 'connection' }, { name: 'nonreactive' }, { name: 'unmask' }],
    document,
  ) ?? document;

export function clientOperations(): SentDocument[] {
  return Object.entries(clientDocuments)
    .filter((entry): entry is [string, DocumentNode] => isOperationDocument(entry[1]))
    .map(([name, document]) => {
      const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      return {
        name: `client ${name}`,
        query: print(addTypenameToDocument(serverQuery(document))),
        operationName: operation?.name?.value,
      };
    });
}

/**
 * Every document the explorer (GraphiQL, built from explorer/) sends by itself: its examples, its sign-in
 * mutation (explorer/src/operations.ts) and GraphiQL's introspection query, as GraphiQL builds it with its
 * default options (graphql's getIntrospectionQuery, operation IntrospectionQuery).
 */
export function explorerOperations(): SentDocument[] {
  return [
    {
      name: 'explorer sign-in',
      query: LOGIN_MUTATION,
      operationName: 'Login',
      variables: { input: { email: 'customer@volt.demo', password: 'customer123' } },
    },
    { name: 'explorer introspection', query: getIntrospectionQuery(), operationName: 'IntrospectionQuery' },
    ...EXAMPLES.map((example) => ({
      name: `explorer example ${example.id}`,
      query: example.query,
      variables: example.variables,
    })),
  ];
}

/**
 * Values for an operation's variables that fit their types: `given` first, then `limit` at the largest page
 * (the costliest a client can ask), then a made-up value for every other required variable (and the required
 * fields of input objects), so the cost can be worked out for documents whose variables the client fills in.
 */
export function sampleVariables(
  schema: GraphQLSchema,
  query: string,
  operationName: string | undefined,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const operation = parse(query).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  const variables: Record<string, unknown> = { ...given };
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (name in variables) continue;
    if (name === 'limit') variables[name] = 100;
    else if (definition.type.kind === Kind.NON_NULL_TYPE)
      variables[name] = sampleValue(typeFromAST(schema, definition.type) as GraphQLInputType);
  }
  return variables;
}

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ID':
      return '000000000000000000000000';
    default:
      return 'text';
  }
}
