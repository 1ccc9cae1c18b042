/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** When the token stops being accepted. */
  expiresAt: Scalars['DateTime']['output'];
  /** JWT to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  user: User;
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type LoginInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Changes the password; true on success, an error otherwise. */
  changePassword: Scalars['Boolean']['output'];
  login: AuthPayload;
  /** Exchanges a valid token for a fresh one. */
  refreshToken: AuthPayload;
  /** Creates a customer account and signs it in. */
  register: AuthPayload;
  /** Updates name, phone and address. The e-mail never changes. */
  updateProfile: User;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

export type Pagination = {
  __typename?: 'Pagination';
  hasNext: Scalars['Boolean']['output'];
  hasPrev: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  pages: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Product = {
  __typename?: 'Product';
  brand: Scalars['String']['output'];
  category: Scalars['String']['output'];
  condition: ProductCondition;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** Rounded percentage saved; 0 when not discounted. */
  discountPercentage: Scalars['Int']['output'];
  /** Sale price in PKR, below price when set. */
  discountPrice?: Maybe<Scalars['Float']['output']>;
  featured: Scalars['Boolean']['output'];
  /** What the shopper pays: discountPrice when set, else price. */
  finalPrice: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** Image URLs, largest first; empty means: show the shop logo. */
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The price before any discount (the list price), for the struck-through display. */
  originalPrice: Scalars['Float']['output'];
  /** List price in PKR. */
  price: Scalars['Float']['output'];
  slug: Scalars['String']['output'];
  specifications: Array<ProductSpecification>;
  stockQuantity: Scalars['Int']['output'];
  tags: Array<Scalars['String']['output']>;
  trendy: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductCondition =
  | 'new'
  | 'old';

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  pagination: Pagination;
};

/** LATEST and NEWEST: newest first; PRICE_LOW/PRICE_HIGH by the price paid; NAME: A to Z; FEATURED: featured first, then newest. */
export type ProductSort =
  | 'FEATURED'
  | 'LATEST'
  | 'NAME'
  | 'NEWEST'
  | 'PRICE_HIGH'
  | 'PRICE_LOW';

/** One row of a product's specifications table. */
export type ProductSpecification = {
  __typename?: 'ProductSpecification';
  key: Scalars['String']['output'];
  /** May be empty; shops show it as N/A. */
  value: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Featured products, newest first. */
  featuredProducts: Array<Product>;
  /** The signed-in account. */
  me: User;
  /** One product; NOT_FOUND when the id is unknown or malformed. */
  product: Product;
  /** Names of the brands that have at least one product. */
  productBrands: Array<Scalars['String']['output']>;
  /** Names of the categories that have at least one product. */
  productCategories: Array<Scalars['String']['output']>;
  /** Products with filters, sort and page (12 a page by default, at most 100). */
  products: ProductPage;
  /** Other products of the same category. */
  relatedProducts: Array<Product>;
  shop: ShopInfo;
};


export type QueryFeaturedProductsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  brand?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ProductSort>;
  trendy?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRelatedProductsArgs = {
  limit?: Scalars['Int']['input'];
  productId: Scalars['ID']['input'];
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ShopInfo = {
  __typename?: 'ShopInfo';
  /** Always PKR. */
  currency: Scalars['String']['output'];
  email: Scalars['String']['output'];
  instagram: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Always COD (cash on delivery). */
  paymentMethod: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** WhatsApp number, 24/7 support. */
  whatsapp: Scalars['String']['output'];
};

export type UpdateProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  address: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isBlocked: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  role: UserRole;
};

/** A customer (`user`) or a shop administrator (`admin`). */
export type UserRole =
  | 'admin'
  | 'user';

export type ShopQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', name: string, whatsapp: string, phone: string, email: string } };

export type HomeProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeProductsQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', items: Array<{ __typename?: 'Product', id: string, name: string, brand: string, images: Array<string>, price: number, finalPrice: number, discountPercentage: number, inStock: boolean }>, pagination: { __typename?: 'Pagination', total: number } } };

export type ProductDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductDetailQuery = { __typename?: 'Query', product: { __typename?: 'Product', id: string, name: string, brand: string, category: string, description: string, images: Array<string>, price: number, finalPrice: number, discountPercentage: number, inStock: boolean, specifications: Array<{ __typename?: 'ProductSpecification', key: string, value: string }> } };


export const ShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ShopQuery, ShopQueryVariables>;
export const HomeProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"LATEST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<HomeProductsQuery, HomeProductsQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"specifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;