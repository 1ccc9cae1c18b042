/**
 * What the explorer sends besides what people type: the sign-in mutation and the examples. Plain data with no
 * browser code, so test/graphql-limits checks every one against the server's limits.
 */
export const LOGIN_MUTATION = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    token
    user { id name role }
  }
}`;

export const PRODUCT_ID_PLACEHOLDER = 'PASTE-A-PRODUCT-ID';

export interface Example {
  id: string;
  label: string;
  query: string;
  variables?: Record<string, unknown>;
}

export const EXAMPLES: Example[] = [
  {
    id: 'products',
    label: 'List products with filters',
    query: `# Products with filters, sort and page. Every filter is optional.
query ListProducts($search: String, $sortBy: ProductSort, $page: Int, $limit: Int) {
  products(search: $search, sortBy: $sortBy, page: $page, limit: $limit) {
    items {
      id
      name
      brand
      finalPrice
      price
      discountPrice
      inStock
      images
    }
    pagination { page pages total hasNext hasPrev }
  }
}`,
    variables: { search: 'anker', sortBy: 'PRICE_LOW', page: 1, limit: 12 },
  },
  {
    id: 'product',
    label: 'One product by id',
    query: `# Takes a product id, e.g. one from "List products".
query Product($id: ID!) {
  product(id: $id) {
    id
    name
    description
    specifications { key value }
  }
}`,
    variables: { id: PRODUCT_ID_PLACEHOLDER },
  },
  {
    id: 'categories',
    label: 'Product categories',
    query: `query Categories {
  productCategories
}`,
  },
  {
    id: 'featured',
    label: 'Featured products',
    query: `query FeaturedProducts($limit: Int) {
  featuredProducts(limit: $limit) {
    id
    name
    brand
    finalPrice
    price
    discountPrice
    inStock
    images
  }
}`,
    variables: { limit: 8 },
  },
  {
    id: 'register',
    label: 'Register an account',
    query: `# Creates a customer account and answers a token for it.
mutation Register($input: RegisterInput!) {
  register(input: $input) {
    token
    user { id name email phone role }
  }
}`,
    variables: {
      input: { name: 'Ayesha Khan', email: 'ayesha.khan@example.com', phone: '0300 1234567', password: 'secret123' },
    },
  },
  {
    id: 'login',
    label: 'Sign in (login)',
    query: `# Tip: the "Sign in" panel (key icon, left) runs this and fills in the Authorization header.
${LOGIN_MUTATION}`,
    variables: { input: { email: 'customer@volt.demo', password: 'customer123' } },
  },
  {
    id: 'me',
    label: 'The signed-in account (me)',
    query: `# Needs an "Authorization: Bearer <token>" header: use "Sign in" first.
query Me {
  me {
    id
    name
    email
    phone
    address
    role
  }
}`,
  },
  {
    id: 'orders',
    label: 'Orders (staff or an API key)',
    query: `# Needs staff who read orders, or an API key with the orders:read scope: paste it in the "Sign in" panel.
query RecentOrders {
  adminOrders(limit: 5) {
    items {
      orderNumber
      status
      totalAmount
      createdAt
    }
    pagination {
      total
    }
  }
}`,
  },
];

/** An example's variables as the Variables editor shows them. */
export const variablesText = (example: Example) =>
  example.variables ? JSON.stringify(example.variables, null, 2) : '';
