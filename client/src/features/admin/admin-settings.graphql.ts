import { graphql } from '../../gql';

export const ShopSettingsFieldsFragment = graphql(`
  fragment ShopSettingsFields on ShopSettings {
    shipping {
      defaultFee
      freeAbove
      cities {
        city
        fee
        freeAbove
      }
    }
    cod {
      minOrder
      maxOrder
      cities
      maxOpenPerPhone
    }
    confirmation {
      windowHours
      templates {
        en
        ur
      }
    }
    shop {
      name
      whatsapp
      phone
      email
      instagram
    }
    messages {
      language
      templates {
        confirmed {
          en {
            subject
            body
          }
          ur {
            subject
            body
          }
        }
        shipped {
          en {
            subject
            body
          }
          ur {
            subject
            body
          }
        }
        delivered {
          en {
            subject
            body
          }
          ur {
            subject
            body
          }
        }
        returned {
          en {
            subject
            body
          }
          ur {
            subject
            body
          }
        }
        reminder {
          en {
            subject
            body
          }
          ur {
            subject
            body
          }
        }
      }
      reminderAfterMinutes
    }
  }
`);

export const ShopSettingsQuery = graphql(`
  query ShopSettings {
    shopSettings {
      ...ShopSettingsFields
    }
  }
`);

export const UpdateShopSettingsMutation = graphql(`
  mutation UpdateShopSettings($input: UpdateSettingsInput!) {
    updateShopSettings(input: $input) {
      ...ShopSettingsFields
    }
  }
`);

export const BlocklistQuery = graphql(`
  query Blocklist {
    blocklist {
      id
      kind
      value
      display
      reason
      createdByName
      createdAt
    }
  }
`);

export const BlockContactMutation = graphql(`
  mutation BlockContact($input: BlockContactInput!) {
    blockContact(input: $input) {
      id
      kind
      value
      display
      reason
      createdByName
      createdAt
    }
  }
`);

export const UnblockContactMutation = graphql(`
  mutation UnblockContact($id: ID!) {
    unblockContact(id: $id) {
      id
    }
  }
`);
