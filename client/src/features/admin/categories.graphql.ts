import { graphql } from '../../gql';

export const AdminCategoryFieldsFragment = graphql(`
  fragment AdminCategoryFields on AdminCategory {
    id
    name
    position
    hidden
    picture
    cardPicture
    formerNames
    productCount
  }
`);

export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    adminCategories {
      ...AdminCategoryFields
    }
  }
`);

export const AddCategoryMutation = graphql(`
  mutation AddCategory($name: String!) {
    addCategory(name: $name) {
      ...AdminCategoryFields
    }
  }
`);

export const RenameCategoryMutation = graphql(`
  mutation RenameCategory($id: ID!, $name: String!) {
    renameCategory(id: $id, name: $name) {
      ...AdminCategoryFields
    }
  }
`);

export const SetCategoryHiddenMutation = graphql(`
  mutation SetCategoryHidden($id: ID!, $hidden: Boolean!) {
    setCategoryHidden(id: $id, hidden: $hidden) {
      ...AdminCategoryFields
    }
  }
`);

export const MoveCategoryMutation = graphql(`
  mutation MoveCategory($id: ID!, $direction: CategoryMove!) {
    moveCategory(id: $id, direction: $direction) {
      ...AdminCategoryFields
    }
  }
`);

export const RemoveCategoryPictureMutation = graphql(`
  mutation RemoveCategoryPicture($id: ID!) {
    removeCategoryPicture(id: $id) {
      ...AdminCategoryFields
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);

/** The product form's and the product table filter's category options. */
export const AdminCategoryNamesQuery = graphql(`
  query AdminCategoryNames {
    adminCategories {
      id
      name
    }
  }
`);
