import { graphql } from '../../gql';

export const AuditLogQuery = graphql(`
  query AuditLog($actorId: String, $entity: String, $from: String, $to: String, $page: Int, $limit: Int) {
    auditLog(actorId: $actorId, entity: $entity, from: $from, to: $to, page: $page, limit: $limit) {
      items {
        id
        at
        actor {
          kind
          id
          name
          staffRole
        }
        ip
        entity
        entityId
        entityLabel
        action
        summary
        changes {
          field
          from
          to
        }
      }
      pagination {
        page
        pages
        total
      }
      actors {
        kind
        id
        name
        staffRole
      }
    }
  }
`);
