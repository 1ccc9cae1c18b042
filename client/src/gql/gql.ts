/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    isBlocked\n    createdAt\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment CartFields on Cart {\n    id\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        id\n        name\n        brand\n        category\n        price\n        finalPrice\n        originalPrice\n        discountPrice\n        images\n        cardImages\n        stockQuantity\n        inStock\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.ServerCartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n": typeof types.ClearCartDocument,
    "\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n": typeof types.MergeCartDocument,
    "\n  query HomeProducts {\n    products(limit: 8, sortBy: LATEST) {\n      items {\n        id\n        name\n        brand\n        images\n        price\n        finalPrice\n        discountPercentage\n        inStock\n      }\n      pagination {\n        total\n      }\n    }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      brand\n      category\n      description\n      images\n      price\n      finalPrice\n      discountPercentage\n      inStock\n      specifications {\n        key\n        value\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query MenuCategories {\n    productCategories\n  }\n": typeof types.MenuCategoriesDocument,
    "\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n    }\n  }\n": typeof types.ShopDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    isBlocked\n    createdAt\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  fragment CartFields on Cart {\n    id\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        id\n        name\n        brand\n        category\n        price\n        finalPrice\n        originalPrice\n        discountPrice\n        images\n        cardImages\n        stockQuantity\n        inStock\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.ServerCartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n": types.ClearCartDocument,
    "\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n": types.MergeCartDocument,
    "\n  query HomeProducts {\n    products(limit: 8, sortBy: LATEST) {\n      items {\n        id\n        name\n        brand\n        images\n        price\n        finalPrice\n        discountPercentage\n        inStock\n      }\n      pagination {\n        total\n      }\n    }\n  }\n": types.HomeProductsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      brand\n      category\n      description\n      images\n      price\n      finalPrice\n      discountPercentage\n      inStock\n      specifications {\n        key\n        value\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query MenuCategories {\n    productCategories\n  }\n": types.MenuCategoriesDocument,
    "\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n    }\n  }\n": types.ShopDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n  }\n": types.ProductCardFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    isBlocked\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    isBlocked\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        id\n        name\n        brand\n        category\n        price\n        finalPrice\n        originalPrice\n        discountPrice\n        images\n        cardImages\n        stockQuantity\n        inStock\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    id\n    totalAmount\n    totalQuantity\n    items {\n      quantity\n      lineTotal\n      product {\n        id\n        name\n        brand\n        category\n        price\n        finalPrice\n        originalPrice\n        discountPrice\n        images\n        cardImages\n        stockQuantity\n        inStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query ServerCart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($input: UpdateCartInput!) {\n    updateCartItem(input: $input) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation MergeCart($input: MergeCartInput!) {\n    mergeCart(input: $input) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts {\n    products(limit: 8, sortBy: LATEST) {\n      items {\n        id\n        name\n        brand\n        images\n        price\n        finalPrice\n        discountPercentage\n        inStock\n      }\n      pagination {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeProducts {\n    products(limit: 8, sortBy: LATEST) {\n      items {\n        id\n        name\n        brand\n        images\n        price\n        finalPrice\n        discountPercentage\n        inStock\n      }\n      pagination {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      brand\n      category\n      description\n      images\n      price\n      finalPrice\n      discountPercentage\n      inStock\n      specifications {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      brand\n      category\n      description\n      images\n      price\n      finalPrice\n      discountPercentage\n      inStock\n      specifications {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuCategories {\n    productCategories\n  }\n"): (typeof documents)["\n  query MenuCategories {\n    productCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($search: String!, $limit: Int!) {\n    products(search: $search, limit: $limit) {\n      items {\n        id\n        name\n        brand\n        finalPrice\n        images\n        cardImages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n    }\n  }\n"): (typeof documents)["\n  query Shop {\n    shop {\n      name\n      whatsapp\n      phone\n      email\n      instagram\n      currency\n      paymentMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    name\n    brand\n    category\n    price\n    finalPrice\n    originalPrice\n    discountPrice\n    images\n    cardImages\n    stockQuantity\n    inStock\n    featured\n    trendy\n    createdAt\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;